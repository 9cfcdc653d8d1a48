# Bound methods remember their instance; functions stored on instances are not bound.
class Greeter:
    def __init__(self, name):
        self.name = name
    def hello(self):
        return "hello " + self.name
g = Greeter("ann")
m = g.hello
g.name = "bob"
print(m(), Greeter.hello(g), [f() for f in (Greeter("x").hello, Greeter("y").hello)])
g.extra = lambda: "plain function"
print(g.extra())
