from decimal import Decimal, ROUND_HALF_UP, getcontext
prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10"), Decimal("100")]
subtotal = sum(prices)
tax = (subtotal * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
total = subtotal + tax
print(subtotal, tax, total, f"${total:,.2f}", f"{total:>12}|", repr(total))
split = total / 3
print(split, split.quantize(Decimal("0.01")), [str(split.quantize(Decimal("0.01")))] * 3)
rate = Decimal("0.05") / 12
balance = Decimal("10000")
for month in range(12):
    balance = (balance * (1 + rate)).quantize(Decimal("0.01"))
print(balance, balance - Decimal("10000"))
print(Decimal("1.1") + Decimal("2.2") == Decimal("3.3"), 1.1 + 2.2 == 3.3)
print(sorted([Decimal("1.10"), Decimal("1.1"), Decimal("1.09")]), max(Decimal("2"), Decimal("2.0")))
getcontext().prec = 50
print(Decimal(2).sqrt(), Decimal(1) / Decimal(3))
