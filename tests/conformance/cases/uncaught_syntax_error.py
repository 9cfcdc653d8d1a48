# A syntax error: nothing runs, exit status 1.
print("never printed")
def broken(:
    pass
