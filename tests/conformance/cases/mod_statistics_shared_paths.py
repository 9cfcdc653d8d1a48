# median_grouped and the medians share one function; mode and multimode share one; the
# positional-only messages of covariance/correlation/linear_regression
import statistics as st


def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


for f in (st.median, st.median_low, st.median_high, st.median_grouped):
    show(f, [5, 1, 3])
    show(f, [4, 1, 3, 2])
    show(f, [])
    show(f, iter([2.5, 1]))
show(st.median_grouped, [1, 2, 2, 3], 0.5)
show(st.median_grouped, [1, 2, 2, 3], interval="x")
show(st.median_grouped, ["a", "b"])
show(st.median, [1], 2)
show(st.median_grouped, [1], 2, 3)
for f in (st.mode, st.multimode):
    show(f, "abracadabra")
    show(f, [])
    show(f, [[1]])
    show(f, [3, 1, 3, 1])
show(st.mode)
show(st.linear_regression, [1, 2, 3], [2, 4, 7], 5, proportional=True)
show(st.linear_regression, [1, 2, 3], [2, 4, 7], 5)
show(st.covariance, [1, 2, 3], [2, 4, 7], 5)
show(st.correlation, [1, 2], [2, 4], w=1)
show(st.linear_regression, [1, 2], y=[2, 4])
show(st.linear_regression, [1, 2, 3], [2, 4, 7], proportional=True)
show(st.quantiles, [1, 2, 3, 4], n=3, method="exclusive")
