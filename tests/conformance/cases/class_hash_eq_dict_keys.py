# Objects with __hash__/__eq__ as dict keys and in sets.
class Key:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __eq__(self, o):
        return (self.a, self.b) == (o.a, o.b)
    def __hash__(self):
        return hash((self.a, self.b))
    def __repr__(self):
        return f"Key({self.a},{self.b})"
d = {Key(1, 2): "first"}
d[Key(1, 2)] = "replaced"
d[Key(2, 1)] = "other"
print(d, len(d), Key(1, 2) in d, d[Key(2, 1)])
print(len({Key(0, 0), Key(0, 0), Key(0, 1)}))
