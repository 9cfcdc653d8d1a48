# expect: memory MemoryError
# Not even a bare except.
for _ in range(3):
    try:
        x = [0] * 10 ** 10
    except:
        pass
print("survived")
