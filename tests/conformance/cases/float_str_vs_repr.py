# str and repr of floats agree in Python 3; containers use repr.
vals = [0.1, 1 / 3, 1e-7, 1e22, 12.0, -3.25, float("inf"), float("nan")]
print(vals)
print(*vals)
print(tuple(vals[:3]), {"k": vals[1]})
print(str(1.0), repr(1.0), str(1e16), repr(1e-5), 1.0e0, 15e-1)
