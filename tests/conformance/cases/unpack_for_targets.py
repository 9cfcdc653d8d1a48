# Unpacking in for loops and comprehensions.
pairs = [(1, "a"), (2, "b")]
for n, s in pairs:
    print(n, s, end="; ")
print()
for i, (n, s) in enumerate(pairs):
    print(i, n, s, end="; ")
print()
for first, *rest in ["abc", "de"]:
    print(first, rest, end="; ")
print()
print([str(a) + b for a, b in pairs for _ in [0] if a], {k: v for (k, v) in pairs}, dict((v, k) for k, v in pairs))
for (a, b), c in [((1, 2), 3)]:
    print(a, b, c)
