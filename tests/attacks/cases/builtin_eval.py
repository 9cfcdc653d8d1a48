# expect: error NameError
# eval is not provided.
print(eval("1 + 1"))
