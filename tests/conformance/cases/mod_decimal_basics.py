from decimal import *
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e), e)
t(lambda: Decimal('abc')); t(lambda: Decimal(1)/0); t(lambda: Decimal(0)/0); t(lambda: Decimal('1e999999')*10); t(lambda: Decimal(2).sqrt()); t(lambda: Decimal(-1).sqrt())
t(lambda: Decimal('1.1')+1.0); t(lambda: Decimal('1.10') == 1.1); t(lambda: Decimal('1.5') < 2); t(lambda: Decimal(0.1)); t(lambda: Decimal('1.23E+5')); t(lambda: str(Decimal('123E-10'))); t(lambda: str(Decimal('-0.0000001')))
t(lambda: Decimal('10') / Decimal('4')); t(lambda: Decimal(1)/Decimal(3)); t(lambda: Decimal('1.00') * Decimal('2.0')); t(lambda: Decimal('1.30') + Decimal('1.20')); t(lambda: Decimal(10) // 3); t(lambda: Decimal(-10) % 3); t(lambda: Decimal(2) ** 10); t(lambda: Decimal('1.1') ** 3)
t(lambda: Decimal('3.14159').quantize(Decimal('0.01'))); t(lambda: Decimal('2.5').quantize(Decimal('1'), rounding=ROUND_HALF_UP)); t(lambda: round(Decimal('2.675'), 2)); t(lambda: round(Decimal('2.5'))); t(lambda: int(Decimal('-3.9'))); t(lambda: float(Decimal('0.1')))
t(lambda: format(Decimal('1234567.891'), ',.2f')); t(lambda: f"{Decimal('0.1'):.5f}"); t(lambda: f"{Decimal('12.5'):>10}|"); t(lambda: Decimal('1.2300').normalize()); t(lambda: Decimal('-1.5').as_tuple()); t(lambda: Decimal('0.75').as_integer_ratio())
t(lambda: getcontext().prec); t(lambda: Decimal('NaN')); t(lambda: Decimal('-Infinity')); t(lambda: Decimal('1') == Decimal('1.000')); t(lambda: hash(Decimal('1.5')) == hash(1.5)); t(lambda: sum([Decimal('0.1')]*3)); t(lambda: Decimal('100').sqrt())
t(lambda: Decimal('1E+2') + 0); t(lambda: Decimal('0.000') + 0); t(lambda: -Decimal('0')); t(lambda: Decimal('5') - Decimal('5')); t(lambda: Decimal('12345678901234567890123456789012345') + 0); t(lambda: Decimal('1e-7')); t(lambda: Decimal(123456789) * 10**30)
t(lambda: Decimal('0.1') + Decimal('0.2')); t(lambda: Decimal('19.99') * 3); t(lambda: Decimal(7) / Decimal(8)); t(lambda: Decimal('2') / Decimal('3')); t(lambda: Decimal(-7) // 2); t(lambda: divmod(Decimal(7), Decimal(-2))); t(lambda: Decimal('1.000').quantize(Decimal('0.1')))
t(lambda: Decimal('7.325').quantize(Decimal('.01'), rounding=ROUND_DOWN)); t(lambda: Decimal('7.325').quantize(Decimal('1.'), rounding=ROUND_UP)); t(lambda: Decimal('-2.5').quantize(Decimal('1'), rounding=ROUND_CEILING)); t(lambda: Decimal('-2.5').quantize(Decimal('1'), rounding=ROUND_FLOOR))
t(lambda: Decimal(10) ** -2); t(lambda: Decimal('2') ** Decimal('3')); t(lambda: abs(Decimal('-4.50'))); t(lambda: Decimal('4.50').is_signed()); t(lambda: Decimal('1.5').adjusted()); t(lambda: Decimal((0, (1, 4, 1), -2))); t(lambda: Decimal(' 3.14 ')); t(lambda: Decimal('1_000.5'))
t(lambda: max(Decimal('1.5'), Decimal('2'))); t(lambda: sorted([Decimal('0.3'), Decimal('0.25'), 1, 0.5])); t(lambda: Decimal(5) > 4.999); t(lambda: Decimal('3.0') == 3); t(lambda: {Decimal('2.0'): 'x'}[2])
import math
t(lambda: math.floor(Decimal('-2.5'))); t(lambda: math.ceil(Decimal('2.1'))); t(lambda: f"{Decimal('1234.5'):,}"); t(lambda: f"{Decimal('0.123456'):.2%}"); t(lambda: f"{Decimal('1234.5678'):.3e}"); t(lambda: f"{Decimal('-3.5'):+08.2f}")
with localcontext() as ctx:
    ctx.prec = 5
    t(lambda: Decimal(1) / Decimal(7))
t(lambda: Decimal(1) / Decimal(7))
getcontext().prec = 6
t(lambda: Decimal(1) / Decimal(7)); t(lambda: Decimal('123456789') + 0); t(lambda: getcontext().rounding)
getcontext().rounding = ROUND_HALF_UP
t(lambda: Decimal('2.5') + 0); t(lambda: +Decimal('1.2345675'))
try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print("caught as ZeroDivisionError", type(e))
try:
    Decimal("x")
except InvalidOperation as e:
    print("caught", type(e), isinstance(e, ArithmeticError))
