# Lambdas as default values and dict values; immediately called lambdas in comprehensions.
def apply(x, fn=lambda v: v * 2):
    return fn(x)
table = {"sq": lambda v: v * v, "neg": lambda v: -v}
print(apply(3), apply(3, table["sq"]), [table[k](4) for k in sorted(table)], [(lambda y: y + 1)(i) for i in range(3)])
