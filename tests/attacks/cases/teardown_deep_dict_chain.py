# expect: ok | memory MemoryError
# A deep chain of dicts, replaced mid-run.
d = {}
for _ in range(10 ** 6):
    d = {"next": d}
d = None
print("freed")
