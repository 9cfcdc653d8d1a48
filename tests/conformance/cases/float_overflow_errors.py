# Float operations that raise instead of returning inf.
try:
    10.0 ** 400
except OverflowError as e:
    print(type(e))
try:
    2.0 ** 10000
except OverflowError as e:
    print(type(e))
import math
try:
    math.exp(1000)
except OverflowError as e:
    print(type(e), e)
print(1e308 * 10)
print(float("1e500"), float("-1e500"), 1e500)
print((-8.0) ** 0.5, (-8) ** 0.5)
