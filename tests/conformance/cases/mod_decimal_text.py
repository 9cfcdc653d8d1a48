from decimal import Decimal as D
import statistics
for s in ['0', '-0', '1.5', '-0.00012', '123E+5', '1E-7', '0.000001', '12345.678', '1E+2', '-1.000', '5E-10', 'Infinity', '-NaN', 'sNaN', '0E-8', '123456789E-3']:
    d = D(s)
    print(s, str(d), repr(d), format(d, 'e'), format(d, 'f'), format(d, '.2%') if d.is_finite() else '', format(d, 'g') if d.is_finite() else '', d.as_tuple())
print(statistics.mode([1, 2, 2, 3]), statistics.multimode('aabbc'), statistics.mode(['x']))
print(D(2) ** 100, D('1.1') ** 20)
import math
print(math.factorial(20), math.comb(50, 10), math.perm(10, 3), math.sqrt(2), math.degrees(1), math.erfc(0.5))
try:
    statistics.mode([])
except statistics.StatisticsError as e:
    print(e)
