# Without __eq__, equality is identity.
class Q:
    pass
a, b = Q(), Q()
print(a == a, a == b, a != b, a in [b], a in [a], len({a, b, a}))
