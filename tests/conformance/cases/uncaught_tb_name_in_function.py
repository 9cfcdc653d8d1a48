# traceback: full
def compute():
    totl = 5
    return total * 2

result = compute()
