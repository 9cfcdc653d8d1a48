# str.format field lookup: .name and [key] steps, nested, and each error
class P:
    x = [10, {"k": "v", "1": "s"}]
    def __init__(self): self.me = self
d = {"a": [1, 2, 3], "b": {"c": "d"}}
print("{0.x[0]} {0.x[1][k]} {0.me.me.x[1][k]} {p.x[1][k]}".format(P(), p=P()))
print("{a[2]} {b[c]} {0[a][1]}".format(d, **d))
print("{[a]}".format(d), "{0[1]}".format("xyz"))
for f in ["{0.}", "{0.nope}", "{0[9]}", "{0[k]}", "{0._P__z}", "{0.__class__}", "{0[a]x}"]:
    try:
        print(f.format(P() if "." in f else [1]))
    except Exception as e:
        print(f, type(e).__name__, e)
