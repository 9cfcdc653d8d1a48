# A mutable class attribute is shared by all instances.
class Bag:
    items = []
    def add(self, x):
        self.items.append(x)
class SafeBag:
    def __init__(self):
        self.items = []
    def add(self, x):
        self.items.append(x)
a, b = Bag(), Bag()
a.add(1)
b.add(2)
print(a.items, b.items, Bag.items)
c, d = SafeBag(), SafeBag()
c.add(1)
d.add(2)
print(c.items, d.items)
