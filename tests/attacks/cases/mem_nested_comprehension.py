# expect: memory MemoryError
# 10**9 list slots built by a comprehension of big rows.
rows = [[0] * 10 ** 4 for _ in range(10 ** 5)]
