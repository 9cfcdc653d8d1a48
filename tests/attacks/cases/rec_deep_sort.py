# expect: error RecursionError | recursion
# Sorting deep lists compares them recursively.
a = [1]
b = [2]
for _ in range(10 ** 5):
    a = [a]
    b = [b]
print(sorted([b, a]) == [a, b])
