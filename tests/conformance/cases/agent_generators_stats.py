import itertools
def read_numbers(text):
    for tok in text.split():
        try:
            yield float(tok)
        except ValueError:
            continue
def moving_average(xs, n):
    window = []
    for x in xs:
        window.append(x)
        if len(window) > n:
            window.pop(0)
        yield sum(window) / len(window)
nums = list(read_numbers("1 2 x 3 4.5 y 6 7"))
print(nums, [round(v, 2) for v in moving_average(nums, 3)])
def chunked(iterable, size):
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        yield chunk
print(list(chunked(range(10), 4)))
evens = (n for n in itertools.count() if n % 2 == 0)
print(next(evens), next(evens), list(itertools.islice(evens, 3)))
gen = (x for x in [])
print(list(gen), sum(x for x in range(5)), min((x for x in [3, 1, 2])), sorted(x % 3 for x in range(7)))
def tree_walk(d, depth=0):
    for k, v in d.items():
        yield depth, k
        if isinstance(v, dict):
            yield from tree_walk(v, depth + 1)
for depth, k in tree_walk({"a": {"b": {"c": 1}, "d": 2}, "e": 3}):
    print("  " * depth + k)
g = (i for i in range(3))
print(type(g).__name__, iter(g) is g)
