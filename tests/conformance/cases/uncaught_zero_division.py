# An uncaught exception after some output: stdout is kept, the status is 1.
print("computing")
x = 10
y = 0
print(x / y)
