from decimal import Decimal, getcontext, localcontext, InvalidOperation
import decimal
vals = ["1", "2", "0.5", "10", "100", "0.001", "1.0001", "0.9999", "123.456", "1e-10", "2.718281828459045", "-1", "-0.5", "50", "-50", "1E+5", "0", "1.00", "Infinity", "-Infinity", "NaN", "3", "7", "1e-30", "9.99999999999999999999", "1.00000000000000000000001"]
for v in vals:
    d = Decimal(v)
    out = []
    for f in ("exp", "ln", "log10"):
        try:
            out.append(str(getattr(d, f)()))
        except (InvalidOperation, decimal.Overflow) as e:
            out.append(str(type(e)))
    print(v, *out)
for prec in (5, 10, 50, 100):
    with localcontext() as ctx:
        ctx.prec = prec
        print(prec, Decimal(2).ln(), Decimal(10).exp(), Decimal("0.3").log10(), Decimal(-3).exp())
with localcontext() as ctx:
    ctx.rounding = decimal.ROUND_DOWN
    print(Decimal(2).exp(), Decimal(3).ln())
print(Decimal(1000).exp(), Decimal(-1000).exp(), Decimal("1e-5").ln(), Decimal("12345678901234567890").log10())
try:
    Decimal(1e10).exp()
except decimal.Overflow as e:
    print("Overflow", e)
