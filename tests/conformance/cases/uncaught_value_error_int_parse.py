# int() of a bad string.
print(int("42"))
print(int("forty-two"))
