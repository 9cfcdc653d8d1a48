# expect: error RecursionError | recursion
# 10**6 nested map() iterators: next() recurses through every level on the C stack.
it = iter([1])
for _ in range(10 ** 6):
    it = map(abs, it)
print(next(it))
