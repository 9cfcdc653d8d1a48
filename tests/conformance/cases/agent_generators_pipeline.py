def read_lines(text):
    for line in text.splitlines():
        yield line

def parse(lines):
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        yield key.strip(), value.strip()

def only_numeric(pairs):
    for k, v in pairs:
        try:
            yield k, float(v)
        except ValueError:
            print(f"skip {k}={v!r}")

text = """# settings
alpha = 1.5
beta = abc
gamma=42

delta = -3e2
"""
result = dict(only_numeric(parse(read_lines(text))))
print(result)

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

gen = fib()
print([next(gen) for _ in range(10)])

def countdown(n):
    while n > 0:
        received = yield n
        if received:
            n = received
        else:
            n -= 1

g = countdown(5)
print(next(g), next(g), g.send(10), next(g))
squares = (x * x for x in range(10))
print(sum(squares), sum(squares))

def chain(*its):
    for it in its:
        yield from it

print(list(chain([1, 2], "ab", range(3))))
