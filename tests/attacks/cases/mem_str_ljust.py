# expect: memory MemoryError
# Padding methods take the width from user code: 'x'.ljust(2**40).
s = "x".ljust(2 ** 40)
