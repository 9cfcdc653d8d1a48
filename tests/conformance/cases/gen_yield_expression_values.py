# yield as an expression without send returns None.
def g():
    got = []
    for _ in range(3):
        got.append((yield len(got)))
    yield got
print(list(g()))
