# Builtins consuming generator expressions.
words = ["alpha", "beta", "gamma", "delta"]
print(sorted(w[::-1] for w in words), min((len(w), w) for w in words), dict((w[0], w) for w in words))
print(set(len(w) for w in words) == {4, 5}, tuple(w.upper() for w in words if "l" in w), list(enumerate(w[0] for w in words)))
