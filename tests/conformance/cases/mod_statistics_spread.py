import statistics as s
import decimal
from fractions import Fraction as F
def attempt(f):
    try:
        print(f())
    except (TypeError, ValueError, s.StatisticsError) as e:
        print(type(e).__name__, e)
for f in (s.variance, s.pvariance, s.stdev, s.pstdev):
    attempt(lambda: f([1, 2, 3, 4]))
    attempt(lambda: f([1.5, 2.5], 2))
    attempt(lambda: f([F(1, 3), F(2, 3), F(1)]))
    attempt(lambda: f([decimal.Decimal('1.5'), decimal.Decimal('2.25')]))
    attempt(lambda: f([1]))
    attempt(lambda: f())
    attempt(lambda: f([1, 2], 1, 2))
    attempt(lambda: f([1, 2], x=1))
attempt(lambda: s.variance(data=[1, 2, 3], xbar=2)); attempt(lambda: s.pvariance([1, 2, 3], mu=2)); attempt(lambda: s.variance([1, 2], mu=1))
c = decimal.Context(prec=5, rounding=decimal.ROUND_DOWN)
print(c.prec, c.rounding)
attempt(lambda: decimal.Context(x=1).prec if False else 0); attempt(lambda: decimal.Context(prec=3, Emax=10).Emax)
