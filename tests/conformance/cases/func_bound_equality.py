# Builtins and bound methods are equal when they call the same function on the same self.
a = []
b = []
print(a.append == a.append, a.append == b.append, a.append != b.append, len == len, len == abs)
class C:
    def m(self):
        pass
c, d = C(), C()
print(c.m == c.m, c.m == d.m, c.m != d.m, c.m == C.m, hash(c.m) == hash(c.m), hash(a.append) == hash(a.append))
print({c.m: 1, c.m: 2, d.m: 3}.__len__(), len({len, len, abs}))
print(a.append == c.m, c.m == a.append)
