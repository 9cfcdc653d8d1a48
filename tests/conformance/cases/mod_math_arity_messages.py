# every fixed-arity math function through its table signature: counts, keywords, results
import math
names1 = ["sqrt", "exp", "sin", "degrees", "gamma", "lgamma", "floor", "ceil", "trunc", "ulp", "frexp", "modf", "isfinite", "isinf", "isnan", "factorial", "isqrt", "fsum", "log2", "log10", "erf", "fabs"]
names2 = ["atan2", "copysign", "fmod", "remainder", "nextafter", "pow", "ldexp", "dist"]
for n in names1 + names2 + ["log", "hypot"]:
    f = getattr(math, n)
    for args, kw in [((), {}), ((1, 2, 3), {}), ((1,), {"x": 1}), ((1,), {}), ((1, 1), {})]:
        try:
            r = f(*args, **kw)
            print(n, len(args), "ok", r)
        except Exception as e:
            print(n, len(args), kw, type(e).__name__, e)
print(math.floor(2.5), math.trunc(-2.5), math.ceil(2.1), math.isinf(float("inf")), math.gamma(5), math.fsum([0.1]*10), math.dist((0,0),(3,4)), math.isqrt(10**20), math.factorial(20), math.modf(2.5), math.frexp(8.0), math.ldexp(1.0, 3))
try: math.floor("x")
except Exception as e: print(type(e).__name__, e)
try: math.trunc("x")
except Exception as e: print(type(e).__name__, e)
