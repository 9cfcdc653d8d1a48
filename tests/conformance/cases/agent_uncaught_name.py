def compute():
    totl = 5
    return total * 2

print(compute())
