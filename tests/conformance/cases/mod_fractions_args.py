import fractions
import math
from fractions import Fraction as F
from decimal import Decimal
def attempt(f):
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
f = F(7, 3)
for name in ('as_integer_ratio',):
    m = getattr(f, name)
    attempt(m)
    attempt(lambda: m(1))
    attempt(lambda: m(x=1))
attempt(lambda: round(f)); attempt(lambda: round(f, 1)); attempt(lambda: round(f, ndigits=-1))
attempt(lambda: f.limit_denominator()); attempt(lambda: f.limit_denominator(2)); attempt(lambda: f.limit_denominator(max_denominator=1)); attempt(lambda: f.limit_denominator(1, 2)); attempt(lambda: f.limit_denominator(y=1))
attempt(lambda: F.from_float()); attempt(lambda: F.from_float(1.5)); attempt(lambda: F.from_float(2)); attempt(lambda: F.from_float('x')); attempt(lambda: F.from_float(1, 2)); attempt(lambda: F.from_float(f=0.25)); attempt(lambda: F.from_float(g=0.25))
attempt(lambda: F.from_decimal()); attempt(lambda: F.from_decimal(Decimal('1.5'))); attempt(lambda: F.from_decimal(3)); attempt(lambda: F.from_decimal(1.5)); attempt(lambda: F.from_decimal(1, 2)); attempt(lambda: F.from_decimal(dec=Decimal(2)))
attempt(lambda: F()); attempt(lambda: F(numerator=3, denominator=6)); attempt(lambda: F(x=1)); attempt(lambda: F('1/3')); attempt(lambda: F(1.5)); attempt(lambda: F(Decimal('0.5'))); attempt(lambda: F(3, None))
print(round(f), round(f, 2), int(f), float(f), abs(-f), f.numerator, f.denominator, f.real, f.imag, F.__name__, F.__module__, fractions.Fraction is F)
print(math.floor(f), math.ceil(f), math.trunc(f))
