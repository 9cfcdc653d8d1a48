# Uncaught NameError.
print("start")
print(undefined_variable)
