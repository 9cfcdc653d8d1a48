# Round-tripping numbers through str.
for v in (0, -17, 2 ** 100, 0.1, 1e-300, 123.456, -0.0, 1e16, float("inf")):
    s = str(v)
    back = type(v)(s)
    print(s, back == v, type(back))
