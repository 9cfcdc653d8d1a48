from dataclasses import dataclass, field
from collections import defaultdict
from typing import Dict

@dataclass
class Product:
    sku: str
    name: str
    price: float
    stock: int = 0

@dataclass
class Warehouse:
    name: str
    products: Dict[str, Product] = field(default_factory=dict)
    log: list = field(default_factory=list)

    def add(self, p: Product):
        if p.sku in self.products:
            raise ValueError(f"duplicate sku {p.sku}")
        self.products[p.sku] = p

    def restock(self, sku, n):
        self.products[sku].stock += n
        self.log.append(f"+{n} {sku}")

    def sell(self, sku, n):
        p = self.products.get(sku)
        if p is None:
            raise KeyError(sku)
        if p.stock < n:
            raise ValueError(f"only {p.stock} {p.name} left")
        p.stock -= n
        self.log.append(f"-{n} {sku}")
        return p.price * n

    def value(self):
        return sum(p.price * p.stock for p in self.products.values())

w = Warehouse("main")
for sku, name, price in [("A1", "bolt", 0.1), ("B2", "nut", 0.05), ("C3", "gear", 4.5)]:
    w.add(Product(sku, name, price))
w.restock("A1", 100)
w.restock("C3", 3)
revenue = 0
for sku, n in [("A1", 30), ("C3", 5), ("Z9", 1), ("C3", 2)]:
    try:
        revenue += w.sell(sku, n)
    except (KeyError, ValueError) as e:
        print(f"{type(e).__name__}: {e}")
print(round(revenue, 2), round(w.value(), 2), w.log)
try:
    w.add(Product("A1", "x", 1))
except ValueError as e:
    print(e)
low = [p.name for p in w.products.values() if p.stock < 5]
print(low, w.products["C3"])
