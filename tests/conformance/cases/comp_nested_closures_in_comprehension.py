# Lambdas created in comprehensions capture the loop variable late.
funcs = [lambda: i * 2 for i in range(3)]
print([f() for f in funcs])
funcs = [(lambda j: lambda: j * 2)(i) for i in range(3)]
print([f() for f in funcs])
