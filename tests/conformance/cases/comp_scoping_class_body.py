# Comprehensions can see globals and function locals.
base = 100
def f(n):
    offset = 5
    return [base + offset + i for i in range(n)]
print(f(3))
def g():
    items = ["a", "b"]
    return {i: items[i] for i in range(len(items))}
print(g())
