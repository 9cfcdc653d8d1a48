# expect: output
# A long separator repeated by print itself.
print(*range(10 ** 4), sep="-" * 10 ** 4)
