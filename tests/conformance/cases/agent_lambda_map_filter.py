nums = list(range(1, 21))
evens = list(filter(lambda x: x % 2 == 0, nums))
squares = list(map(lambda x: x ** 2, evens))
print(evens, squares)
print(list(map(str.upper, ["a", "b"])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])))
compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(5))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
expr = "3 + 4 * 2 - 1"
tokens = expr.split()
result = float(tokens[0])
for op, n in zip(tokens[1::2], tokens[2::2]):
    result = ops[op](result, float(n))
print(result)
print(sorted(nums, key=lambda x: (x % 3, -x))[:6])
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders])
print((lambda *a, **k: (a, k))(1, 2, x=3))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])))
print(sum(filter(lambda n: all(n % d for d in range(2, int(n ** 0.5) + 1)), range(2, 50))))
