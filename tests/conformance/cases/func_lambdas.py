# Lambdas with defaults, varargs and immediately invoked.
add = lambda a, b=10: a + b
print(add(1), add(1, 2), (lambda *a, **k: (a, k))(1, x=2), (lambda: "no args")(), (lambda x, /, *, y: x - y)(5, y=2))
pairs = [(1, "one"), (3, "three"), (2, "two")]
print(sorted(pairs, key=lambda p: p[1]), list(map(lambda p: p[0] ** 2, pairs)), list(filter(lambda p: p[0] > 1, pairs)))
compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(5), (lambda f: f(f, 5))(lambda self, n: 1 if n == 0 else n * self(self, n - 1)))
