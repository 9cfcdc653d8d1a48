# expect: error IndentationError
# Blocks whose first statement is not indented (found by executor_fuzz: the error was built
# from a node list already freed).
for i in range(3):
print(i)
