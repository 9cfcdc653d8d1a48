# expect: memory MemoryError
# A width computed at run time through a nested spec.
w = 10 ** 11
s = f"{'x':>{w}}"
