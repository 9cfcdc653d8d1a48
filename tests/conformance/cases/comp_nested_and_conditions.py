# Comprehensions with several for and if clauses.
print([(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20) if a * a + b * b == c * c])
print([x for x in range(30) if x % 2 if x % 3])
print([[c for c in word] for word in ("ab", "", "cde")])
print({k: [v for v in range(k)] for k in range(4)})
