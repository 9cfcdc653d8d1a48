# expect: ok | memory MemoryError
# A chain of closures, each capturing the previous one.
f = lambda: None
for _ in range(10 ** 5):
    f = (lambda g: lambda: g)(f)
f = None
print("freed")
