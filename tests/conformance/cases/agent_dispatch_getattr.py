class Calculator:
    def op_add(self, a, b): return a + b
    def op_sub(self, a, b): return a - b
    def op_mul(self, a, b): return a * b
    def run(self, name, *args):
        method = getattr(self, f"op_{name}", None)
        if method is None:
            raise AttributeError(f"unknown op {name!r}")
        return method(*args)
calc = Calculator()
for name, args in [("add", (1, 2)), ("mul", (3, 4)), ("div", (1, 2))]:
    try:
        print(name, calc.run(name, *args))
    except AttributeError as e:
        print("error:", e)
print(sorted(m for m in dir(calc) if m.startswith("op_")))
handlers = {"int": int, "float": float, "str": str, "bool": lambda s: s.lower() == "true"}
raw = [("int", "5"), ("float", "2.5"), ("bool", "True"), ("str", 7)]
print([handlers[t](v) for t, v in raw])
print("{name} is {age}".format_map({"name": "Ann", "age": 3}))
print(isinstance(3, (int, float)), isinstance("x", (list, tuple)), sum([[1], [2]], []), sum([1, 2], 10))
print(getattr(str, "upper")("abc"), getattr([], "append").__name__, type(len).__name__)
