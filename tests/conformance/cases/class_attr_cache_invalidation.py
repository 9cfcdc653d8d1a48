# The evaluator remembers attribute lookups per call site: every change that makes a
# lookup find something else must be seen by the same site on its next run.
class Base:
    kind = "base"

    def who(self):
        return "Base.who"


class Mid(Base):
    pass


class Leaf(Mid):
    def __init__(self, n):
        self.n = n


def read(o):
    return o.kind, o.who(), o.n


items = [Leaf(i) for i in range(3)]
print([read(o) for o in items])

# a class attribute changed after the site cached it
Base.kind = "changed"
print(read(items[0]))

# a base class gains what a subclass inherited from further up
Mid.kind = "mid"
Mid.who = lambda self: "Mid.who"
print(read(items[1]))

# monkey-patching a method on the class itself
def leaf_who(self):
    return "Leaf.who %d" % self.n
Leaf.who = leaf_who
print(read(items[2]))

# an instance attribute shadows a method and a class attribute
items[0].who = lambda: "instance who"
items[0].kind = "instance kind"
print(read(items[0]), read(items[1]))

# deleting them again uncovers the class's
del items[0].who
del items[0].kind
print(read(items[0]))

# deleting class attributes falls back to the bases, then fails
del Leaf.who
del Mid.who
print(read(items[2]))
del Mid.kind
print(read(items[2]))
del Base.kind
try:
    read(items[2])
except AttributeError as e:
    print("AttributeError:", e)

# deleting an instance attribute the site read from the instance dict
del items[1].n
try:
    read(items[1])
except AttributeError as e:
    print("AttributeError:", e)
Base.kind = "back"
items[1].n = 10
print(read(items[1]))
