def check(xs):
    assert all(x >= 0 for x in xs), f"negative value in {xs}"
    return sum(xs)
print(check([1, 2]))
print(check([1, -2]))
