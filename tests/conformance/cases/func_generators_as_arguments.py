# Passing generator expressions as the sole argument.
print(sum(x * x for x in range(10)), max(len(w) for w in ["a", "abc", "ab"]), "".join(c for c in "hello" if c != "l"))
print(sorted((x % 3, x) for x in range(6)), any(x > 8 for x in range(10)), all(x < 5 for x in range(10)))
