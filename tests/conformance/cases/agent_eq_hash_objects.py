class Money:
    def __init__(self, amount, currency="USD"):
        self.amount = round(amount, 2)
        self.currency = currency
    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return (self.amount, self.currency) == (other.amount, other.currency)
    def __hash__(self):
        return hash((self.amount, self.currency))
    def __add__(self, other):
        if isinstance(other, (int, float)):
            return Money(self.amount + other, self.currency)
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return Money(self.amount + other.amount, self.currency)
    def __radd__(self, other):
        return self + other
    def __repr__(self):
        return f"Money({self.amount!r}, {self.currency!r})"
    def __str__(self):
        return f"{self.amount:.2f} {self.currency}"
    def __lt__(self, other):
        return self.amount < other.amount
print(Money(1.005) == Money(1.0), Money(2) == 2, Money(2) != Money(2, "EUR"))
wallet = [Money(5), Money(2.5), Money(10)]
print(sum(wallet), repr(sum(wallet)), sorted(wallet), max(wallet))
print(len({Money(1), Money(1), Money(1, "EUR")}))
try:
    Money(1) + Money(1, "EUR")
except ValueError as e:
    print(e)
d = {Money(1): "one"}
print(d[Money(1)], Money(3) in wallet, wallet.index(Money(10)))
print(f"{Money(3)}", str(Money(4.5)), [str(m) for m in wallet])
class Plain:
    pass
p = Plain()
print(p == p, p == Plain(), p != Plain())
