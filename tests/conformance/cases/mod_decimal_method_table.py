# Decimal methods served by shared functions: compare/max/min, the is_* predicates,
# copy_abs/copy_negate, the context argument of quantize and to_integral_value, and the
# arithmetic operators through one table
import operator
from decimal import Decimal as D, Context, ROUND_UP, ROUND_DOWN, localcontext


def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


vals = [D("1.5"), D("-2"), D("0"), D("-0"), D("NaN"), D("sNaN"), D("Infinity"), D("-Infinity")]
for v in vals:
    print(v, [getattr(v, p)() for p in ("is_nan", "is_qnan", "is_snan", "is_infinite",
                                        "is_finite", "is_zero", "is_signed")],
          repr(v.copy_abs()), repr(v.copy_negate()))
for a in (D("1.5"), D("2"), D("NaN"), D("-Infinity")):
    for b in (D("1.50"), 3, D("NaN"), D("Infinity")):
        print(a, b, [repr(getattr(a, m)(b)) for m in ("compare", "max", "min")])
for m in ("compare", "max", "min"):
    f = getattr(D("7.25"), m)
    show(f, D(3), Context())
    show(f, D(3), None)
    show(f, other=D(9), context=Context(prec=2))
    show(f, D(3), 5)
    show(f, "3")
    show(f, 3.0)
show(D("2.675").quantize, D("0.01"), ROUND_UP)
show(D("2.675").quantize, D("0.01"), context=Context(rounding=ROUND_DOWN))
show(D("2.675").quantize, D("0.01"), None, "x")
show(D("2.675").quantize, D("0.01"), "bogus")
show(D("2.675").quantize, "0.01")
show(D("2.5").to_integral_value, None, Context(rounding=ROUND_UP))
show(D("2.5").to_integral_value, context=Context(rounding=ROUND_DOWN))
show(D("2.5").to_integral, ROUND_UP, Context(rounding=ROUND_DOWN))
show(D("2.5").to_integral_value, None, 7)
with localcontext() as c:
    c.rounding = ROUND_UP
    show(D("2.1").to_integral_value)
x, y = D("7.5"), D("-2")
for f in (operator.add, operator.sub, operator.mul, operator.truediv, operator.floordiv,
          operator.mod, operator.matmul, operator.lshift, divmod):
    show(f, x, y)
    show(f, x, 3)
    show(f, 3, x)
show(operator.pow, x, y)
show(operator.pow, x, 3)
show(operator.pow, 3, D(2))
show(operator.add, x, 1.5)
show(operator.neg, D("-0"))
show(operator.pos, D("-0"))
show(operator.neg, D("NaN"))
show(operator.neg, D("-Infinity"))
show(operator.mul, D("-0"), D("Infinity"))
for a, b in ((D("-1.50"), D("-1.5")), (D("0"), D("-0")), (D("1E+1"), D("10"))):
    print(repr(a.max(b)), repr(a.min(b)), repr(b.max(a)), repr(b.min(a)))
