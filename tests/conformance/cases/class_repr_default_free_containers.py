# Printing containers of objects uses their __repr__.
class Item:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return f"Item<{self.n}>"
items = [Item(i) for i in range(3)]
print(items, {i.n: i for i in items}, tuple(items[:1]), str(items))
