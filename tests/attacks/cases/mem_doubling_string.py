# expect: memory MemoryError
# Doubling a string in a loop reaches any cap in a few dozen steps.
s = "a"
while True:
    s += s
