# Membership, iteration, and conversion to list and back.
s = "hello"
print("ell" in s, "" in s, "x" not in s, [c.upper() for c in s], list(reversed(s)), sorted(s), "".join(sorted(s, reverse=True)))
for i, c in enumerate(s):
    print(i, c, ord(c), end="; ")
print()
try:
    1 in "abc"
except TypeError as e:
    print(type(e), e)
