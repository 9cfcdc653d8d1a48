print("hello")
def broken(:
    pass
