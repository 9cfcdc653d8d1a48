# expect: memory MemoryError
# Growing a list of 1 KB strings.
x = []
while True:
    x.append("y" * 1000)
