# sqrt, exp, ln, log10 and normalize take a context argument; __round__ takes at most one
from decimal import Decimal as D, Context, ROUND_DOWN, localcontext


def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


small = Context(prec=5, rounding=ROUND_DOWN)
for name in ("sqrt", "exp", "ln", "log10", "normalize"):
    for v in (D(2), D("100.00"), D("-0"), D("-0.00"), D("NaN"), D("Infinity")):
        f = getattr(v, name)
        show(f)
        show(f, small)
        show(f, context=small)
        show(f, None)
    show(getattr(D(2), name), 5)
    show(getattr(D(2), name), "x")
with localcontext() as c:
    c.prec = 3
    show(D(2).sqrt)
    show(D(2).exp, Context(prec=12))
    show(D("123456").normalize)
show(D("-5").sqrt)
show(D("-5").ln, small)
show(D("0").ln)
show(round, D("2.5"))
show(round, D("2.567"), 2)
show(D("2.567").__round__)
show(D("2.567").__round__, None)
show(D("2.567").__round__, "x")
show(round, D("NaN"))
show(round, D("2.5"), None)
