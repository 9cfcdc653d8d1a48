# covariance, correlation and linear_regression share their sums (struct xy_sums)
import statistics as st
from fractions import Fraction


def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


class Bad:
    def __bool__(self):
        raise RuntimeError("no truth")


x, y = [1, 2, 3, 4, 5], [2, 4, 5, 4, 5]
for f in (st.covariance, st.correlation, st.linear_regression):
    show(f, x, y)
    show(f, x, [3, 3, 3, 3, 3])
    show(f, [3, 3, 3, 3, 3], y)
    show(f, [1, 2, "a"], [1, 2, 3])
    show(f, [Fraction(1, 3), 2, 3], [1.5, 2, 4])
    show(f, (i for i in x), y)
    show(f, [1], [2])
show(st.linear_regression, x, y, proportional=True)
show(st.linear_regression, x, y, proportional=1)
show(st.linear_regression, [0, 0, 0], y[:3], proportional=True)
show(st.linear_regression, x, y, proportional=Bad())
show(st.linear_regression, [1, 2, "a"], [1, 2, 3], proportional=True)
