# An uncaught ValueError from str() of a huge int ends the program.
x = 10 ** 5000
print("before")
print(str(x))
print("not reached")
