# expect: ok | memory MemoryError
# The same structure left alive until the end of the run.
x = None
for _ in range(10 ** 6):
    x = [x]
