import decimal
from decimal import Decimal as D
import math
def attempt(f):
    try:
        print(f())
    except (TypeError, ValueError, ArithmeticError) as e:
        print(type(e).__name__, e)
x = D('-12.50')
for name in ('as_tuple', 'as_integer_ratio', 'is_nan', 'is_qnan', 'is_snan', 'is_infinite', 'is_finite', 'is_zero', 'is_signed', 'adjusted', 'copy_abs', 'copy_negate'):
    m = getattr(x, name)
    attempt(m)
    attempt(lambda: m(1))
    attempt(lambda: m(x=1))
attempt(lambda: D.from_float()); attempt(lambda: D.from_float(0.5)); attempt(lambda: D.from_float(3)); attempt(lambda: D.from_float('x')); attempt(lambda: D.from_float(1, 2)); attempt(lambda: D.from_float(f=1.0))
attempt(lambda: x.quantize(D('0.1'))); attempt(lambda: x.quantize(D('1'), rounding=decimal.ROUND_UP))
attempt(lambda: x.to_integral()); attempt(lambda: x.to_integral_value(decimal.ROUND_FLOOR)); attempt(lambda: x.to_integral(rounding=decimal.ROUND_CEILING))
c = decimal.getcontext()
attempt(lambda: c.copy(1)); attempt(lambda: c.clear_flags(1)); attempt(lambda: c.copy().prec); attempt(lambda: c.clear_flags())
with decimal.localcontext() as lc:
    lc.prec = 5
    print(D(1) / D(7))
with decimal.localcontext(ctx=decimal.Context(prec=3)):
    print(D(1) / D(7))
print(D(1) / D(7))
attempt(lambda: D()); attempt(lambda: D('1.5', None)); attempt(lambda: D(value='2')); attempt(lambda: D(1, context=None))
t = x.as_tuple(); print(t, t.sign, t.digits, t.exponent, type(t).__name__, type(t).__module__)
print(int(x), round(x), round(x, 1), float(x), abs(x), x.__class__.__module__)
print(math.floor(x), math.ceil(x), math.trunc(x))
try:
    D(1) / 0
except ZeroDivisionError as e:
    print('ZeroDivisionError', type(e).__name__, isinstance(e, decimal.DivisionByZero))
print(issubclass(decimal.FloatOperation, TypeError), issubclass(decimal.Overflow, decimal.Rounded), decimal.Overflow.__module__, decimal.MAX_PREC, decimal.ROUND_HALF_UP)
