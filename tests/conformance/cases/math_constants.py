# math constants.
import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan, math.pi == 3.141592653589793)
