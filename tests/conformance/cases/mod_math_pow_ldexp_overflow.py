# pow and ldexp: overflow of finite arguments is a range error, found by one helper
import math
for a in [(2.0, 10), (2.0, 1100), (1e308, 10), (-2.0, 1025), (0.0, 5), (float("inf"), 3)]:
    try: print(math.ldexp(*a))
    except Exception as e: print(type(e).__name__, e)
for a in [(2.0, 10.0), (10.0, 400.0), (-10.0, 401.0), (0.0, -1.0), (-8.0, 1/3), (2.0, float("inf"))]:
    try: print(math.pow(*a))
    except Exception as e: print(type(e).__name__, e)
