# type() of values and of user classes.
class Thing:
    pass
print(type(1), type("s"), type([]), type(()), type({}), type(set()), type(frozenset()), type(1.5), type(None), type(True), type(b""), type(range(1)), type(1j))
print(type(Thing()), Thing, type(Thing) is type, type(type), type(print) == type(len))
print(type(lambda: 0) == type(Thing), type(3) == int, type(3) is int)
