# expect: output
# print(*range(10**6)) builds one long line.
print(*range(10 ** 6))
