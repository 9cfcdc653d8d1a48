from fractions import Fraction as F
def t(f, *a, **k):
    try: print(repr(f(*a, **k)))
    except Exception as e: print(type(e), e)
t(F, "1/0"); t(F, 1, 0); t(lambda: F(3,4)/0); t(lambda: F(3,4)//0); t(lambda: F(3,4)%0); t(lambda: F(0)**-1); t(lambda: F(-2,3)**-3)
t(F, "x"); t(F, 1.5, 2); t(F, [1]); t(F, "1.5/2"); t(F, " 3/4 "); t(F, "1e-3"); t(F, "-.5"); t(F, "1_000/3"); t(F, "1."); t(F, float('nan')); t(F, float('inf'))
t(F.from_float, 0.1); t(F.from_float, 1); t(F.from_float, "x"); t(lambda: F(1,3).limit_denominator(0)); t(lambda: F(3.141592653589793).limit_denominator(100))
t(lambda: F(1,3) + 0.5); t(lambda: F(1,3) < 0.34); t(lambda: F(1,2) == 0.5); t(lambda: hash(F(1,2)) == hash(0.5)); t(lambda: F(1,3) ** 0.5); t(lambda: 2 ** F(1,2)); t(lambda: 2 ** F(3)); t(lambda: F(2) ** F(1,2)); t(lambda: (-8) ** F(1,3))
t(lambda: round(F(5,2))); t(lambda: round(F(7,2))); t(lambda: round(F(1234,1000), 2)); t(lambda: round(F(1234,1), -2)); t(lambda: divmod(F(7,2), F(2,3))); t(lambda: F(7,2) // 1.5); t(lambda: F(7,2) % -1)
t(lambda: int(F(-7,2))); t(lambda: float(F(1,3))); t(lambda: F(1,2) + 1j); t(lambda: F(10**400, 3)); t(lambda: float(F(10**400, 3))); t(lambda: abs(F(-1,2))); t(lambda: F(1,2) < "x"); t(lambda: F(1,2) + "x")
t(lambda: format(F(1,3), ".2f")); t(lambda: f"{F(1,3)}"); t(lambda: str(F(4, 2))); t(lambda: F(1,2).as_integer_ratio()); t(lambda: F(-6, -4))
