# Trigonometric and hyperbolic functions.
import math
print(math.sin(0), math.cos(0), math.tan(0), math.sin(math.pi / 2), math.cos(math.pi), math.sin(math.pi))
print(math.asin(1), math.acos(0), math.atan(1), math.atan2(1, -1), math.atan2(-0.0, -1), math.hypot(3, 4), math.hypot(1, 2, 2))
print(math.degrees(math.pi), math.radians(180), math.sinh(1), math.cosh(1), math.tanh(0.5), math.asinh(1), math.acosh(2), math.atanh(0.5))
