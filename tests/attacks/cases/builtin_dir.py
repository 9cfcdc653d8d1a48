# expect: error NameError
# dir() lists attributes, dunders included.
print(dir(1))
