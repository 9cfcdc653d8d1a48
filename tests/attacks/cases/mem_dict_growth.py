# expect: ops | memory MemoryError
# A dict grows by one small entry per iteration: either limit may come first.
d = {}
i = 0
while True:
    d[i] = i
    i += 1
