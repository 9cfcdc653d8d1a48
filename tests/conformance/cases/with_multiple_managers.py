# Several context managers enter left to right and exit right to left.
class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, *exc):
        print("exit", self.name)
with CM("one") as a, CM("two") as b, CM("three"):
    print("body", a.name, b.name)
with (CM("p") as p,
      CM("q") as q):
    print("parenthesized", p.name, q.name)
