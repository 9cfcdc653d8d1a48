# Functions as values: stored in containers, passed and returned.
def apply_all(fns, x):
    return [f(x) for f in fns]
print(apply_all([abs, str, lambda v: v * 2, float], -3))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
print([ops[o](6, 3) for o in "+-*"])
def pipeline(*fns):
    def run(x):
        for f in fns:
            x = f(x)
        return x
    return run
print(pipeline(str.strip, str.upper, lambda s: s + "!")("  hi "))
print(callable(pipeline), callable(ops), callable(len), callable(lambda: 0))
