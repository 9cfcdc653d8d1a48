from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext, InvalidOperation

prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10")]
subtotal = sum(prices)
print(subtotal, type(subtotal).__name__)
tax = (subtotal * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(tax, subtotal + tax)
print(Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
print(Decimal("10") / Decimal("3"), Decimal(1) / Decimal(8))
getcontext().prec = 6
print(Decimal(1) / Decimal(7))
print(Decimal("1.30") + Decimal("1.20"), Decimal("3.000").normalize(), Decimal(0.1))
print(Decimal("7.5").to_integral_value(), Decimal("-7.5").quantize(Decimal("1"), rounding=ROUND_DOWN))
print(repr(Decimal("1e3")), float(Decimal("1.5")), int(Decimal("-2.9")))
try:
    Decimal("abc")
except InvalidOperation as e:
    print("invalid:", type(e).__name__)
print(f"{Decimal('1234.5678'):,.2f}", Decimal("2").sqrt())
print(max(prices), min(prices), sorted(prices, reverse=True))
