# expect: ok | ops
# A22: sum(range(10**12)) was uncounted native work in smolagents. A closed form is fine too.
print(sum(range(10 ** 12)))
