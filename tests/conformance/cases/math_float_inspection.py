# isnan/isinf/isfinite/isclose/copysign/modf/frexp/ldexp/fmod/remainder.
import math
print(math.isnan(math.nan), math.isinf(-math.inf), math.isfinite(1e308), math.isfinite(math.inf), math.isclose(0.1 + 0.2, 0.3))
print(math.isclose(1, 1.1), math.isclose(1, 1.1, rel_tol=0.2), math.isclose(0, 1e-10, abs_tol=1e-9), math.copysign(3, -0.0))
print(math.modf(3.75), math.modf(-3.75), math.frexp(8.0), math.frexp(0.1), math.ldexp(0.5, 4), math.fmod(-7, 3), math.remainder(7, 3))
print(math.fsum([0.1] * 10), math.dist((0, 0), (3, 4)), math.trunc(1e20), math.ulp(1.0))
