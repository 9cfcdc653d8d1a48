# expect: ok
# print(*range(10**6)) builds one long line. Its middle is truncated, as smolagents does.
print(*range(10 ** 6))
