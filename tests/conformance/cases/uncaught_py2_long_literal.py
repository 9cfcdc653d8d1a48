# A Python 2 long literal.
x = 10L
print(x)
