# The type of builtin functions and types is printable.
print(type(int), type(len) == type(print), str(int), str(list), str(dict), str(ValueError), repr(bool))
