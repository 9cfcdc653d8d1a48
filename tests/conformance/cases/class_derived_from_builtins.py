# Classes derived from list, str, dict, int, float, tuple and set: construction, methods, operators, attributes.
class MyList(list):
    def total(self):
        return sum(self)
ml = MyList([3, 1, 2])
ml.append(5)
ml.tag = "t"
print(ml, ml.total(), len(ml), ml[0], ml[1:], ml.tag, isinstance(ml, list), type(ml) is MyList)
ml.sort()
print(ml, ml == [1, 2, 3, 5], [1, 2, 3, 5] == ml, ml + [9], sorted(ml, reverse=True), 3 in ml, list(reversed(ml)))
class Stack(list):
    def __init__(self, *items):
        super().__init__(items)
        self.pushes = 0
    def push(self, x):
        self.pushes += 1
        self.append(x)
s = Stack(1, 2)
s.push(3)
print(s, s.pushes, s.pop(), s)
class Upper(str):
    def shout(self):
        return self.upper() + "!"
u = Upper("hi")
print(u, repr(u), u.shout(), u + "x", u == "hi", "hi" == u, len(u), u[0], {u: 1}["hi"], u.startswith("h"), f"{u}")
class Name(str):
    def __new__(cls, value):
        return super().__new__(cls, value.strip().title())
n = Name("  ada lovelace ")
print(n, type(n) is Name, isinstance(n, str), n.split())
class Counter(dict):
    def __missing__(self, key):
        return 0
c = Counter(a=1)
c["b"] += 2
print(c, c["zz"], len(c), sorted(c.items()))
class AttrDict(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k)
ad = AttrDict({"x": 1})
print(ad.x, ad)
class Money(int):
    def __str__(self):
        return f"${int(self)}"
m = Money(5)
print(m, m + 1, m * 2, m == 5, m > 3, hash(m) == hash(5), repr(m), int(m), m.real, str(Money(7)), [Money(1)] == [1])
class Temp(float):
    pass
t = Temp(1.5)
print(t, t + 1, t * 2, round(t), t == 1.5, isinstance(t, float))
class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
p = Point(1, 2)
print(p, p.x, p[1], len(p), p == (1, 2), hash(p) == hash((1, 2)), tuple(p))
class Tags(set):
    pass
tg = Tags([1, 2])
tg.add(3)
print(tg, 2 in tg, len(tg), tg == {1, 2, 3})
class Empty(str):
    pass
print(repr(Empty()), repr(Empty("a")), type(Empty("a")) is Empty)
class NoArgInt(int):
    pass
print(NoArgInt(), NoArgInt("12"), NoArgInt(3.9))
