from decimal import Decimal, localcontext, ROUND_HALF_EVEN, ROUND_CEILING
import decimal
with localcontext() as ctx:
    ctx.prec = 4
    print(Decimal(2) / Decimal(3))
print(Decimal(2) / Decimal(3))
vals = [Decimal("0.125"), Decimal("0.135"), Decimal("-0.125")]
print([v.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN) for v in vals])
print([v.quantize(Decimal("0.01"), rounding=ROUND_CEILING) for v in vals])
print(Decimal("1.1") + Decimal("2.2") == Decimal("3.3"), 1.1 + 2.2 == 3.3)
print(Decimal("12.3400").as_tuple(), Decimal("-0"), Decimal("1E+2") + 1, Decimal("5").exp().quantize(Decimal("0.0001")))
print(Decimal("100").log10(), Decimal("2").ln().quantize(Decimal("1e-6")), Decimal(10) ** -2, Decimal("7") % 3, Decimal("-7") // 2)
print(sum([Decimal("0.1")] * 10), round(Decimal("2.5")), round(Decimal("3.14159"), 3), Decimal("3.5").is_signed())
print(decimal.Decimal("NaN").is_nan(), Decimal("Infinity") > 10 ** 100, Decimal(3).compare(Decimal(4)))
try:
    Decimal(1) / Decimal(0)
except decimal.DivisionByZero as e:
    print("DivisionByZero", type(e).__mro__[1].__name__)
