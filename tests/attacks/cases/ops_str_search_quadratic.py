# expect: ok | ops
# A needle that defeats naive substring search: O(n*m) must be bounded or avoided.
hay = "a" * 10 ** 7
needle = "a" * 10 ** 5 + "b"
print(needle in hay, hay.find(needle), hay.count(needle))
