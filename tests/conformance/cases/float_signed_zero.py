# Negative zero.
z = -0.0
print(z, 0.0, -0.0 == 0.0, repr(-0.0), str(-0.0), abs(-0.0), -(0.0), 0.0 * -1)
print(round(-0.4), round(-0.4, 1), -0.0 + 0.0, -0.0 - 0.0, -0.0 * 5, 0 * -1.0)
print(f"{-0.0}", f"{-0.0:.1f}", f"{-0.0:+}", "%.2f" % -0.0, format(-0.0, "g"))
import math
print(math.copysign(1, -0.0), math.copysign(1, 0.0), math.sqrt(-0.0))
