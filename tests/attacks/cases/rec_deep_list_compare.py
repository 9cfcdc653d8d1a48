# expect: error RecursionError | recursion
# Comparing two deep structures that differ only at the bottom.
a = [1]
b = [2]
for _ in range(10 ** 5):
    a = [a]
    b = [b]
print(a == b)
