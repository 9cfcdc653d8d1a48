# expect: ops
# Output without newlines counts the same.
while True:
    print("y" * 100, end="")
