BRACKETS = [(10000, 0.0), (40000, 0.2), (100000, 0.4), (float("inf"), 0.45)]
def tax(income):
    owed, lower = 0.0, 0
    for upper, rate in BRACKETS:
        if income > lower:
            owed += (min(income, upper) - lower) * rate
        lower = upper
    return round(owed, 2)
for inc in [5000, 25000, 75000, 250000]:
    t = tax(inc)
    print(f"{inc:>9,} -> {t:>10,.2f} ({t / inc:.1%})")
loan, rate, years = 200000, 0.045, 30
r = rate / 12
n = years * 12
payment = loan * r * (1 + r) ** n / ((1 + r) ** n - 1)
print(f"monthly {payment:.2f}, total {payment * n:,.2f}")
bal = loan
for month in range(1, 4):
    interest = bal * r
    bal -= payment - interest
    print(month, f"{interest:8.2f}", f"{bal:12.2f}")
print(f"{1234.5:>12,.1f}|{-1234.5:<12,.1f}|{0.000:08.3f}|{5:+05d}")
