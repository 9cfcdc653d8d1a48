# expect: memory MemoryError
# Resource limits are not catchable: except MemoryError must not swallow them.
try:
    s = "a" * 10 ** 11
except MemoryError:
    print("swallowed")
s = "a" * 10 ** 11
