# expect: ok
# A long separator repeated by print itself. Its middle is truncated, as smolagents does.
print(*range(10 ** 4), sep="-" * 10 ** 4)
