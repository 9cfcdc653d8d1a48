# __str__, __repr__ and __format__ and where each is used.
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __str__(self):
        return f"${self.cents / 100:.2f}"
    def __repr__(self):
        return f"Money({self.cents})"
    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents}c"
        return format(str(self), spec)
m = Money(1234)
print(m, str(m), repr(m), [m], (m,), {"k": m}, f"{m}", f"{m!r}", f"{m:short}", f"{m:>10}|", "%s %r" % (m, m), "{}".format(m))
class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"
print(OnlyRepr(), str(OnlyRepr()), f"{OnlyRepr()}")
