import statistics as st
from fractions import Fraction as F
def t(f, *a, **k):
    try: print(repr(f(*a, **k)))
    except Exception as e: print(type(e), e)
data = [2.5, 3.25, 5.5, 11.25, 11.75]
for fn in [st.mean, st.fmean, st.geometric_mean, st.harmonic_mean, st.median, st.median_low, st.median_high, st.median_grouped, st.mode, st.multimode, st.variance, st.pvariance, st.stdev, st.pstdev, st.quantiles]:
    t(fn, data); t(fn, [1, 2, 3, 4]); t(fn, [1, 2, 3, 4, 4]); t(fn, [F(1, 2), F(3, 4), F(5, 4)]); t(fn, []); t(fn, [7])
t(st.mean, [1, 2, 3]); t(st.mean, [True, False, 1]); t(st.mean, [1, 2.5]); t(st.mean, [F(1,3), 2]); t(st.mean, [F(1,3), 0.5]); t(st.mean, [1, float('inf')]); t(st.mean, [1, 'a']); t(st.mean, iter([1,2,3,4]))
t(st.variance, [1, 2, 3, 4], 2.5); t(st.pvariance, [1.5, 2.5, 3.5], mu=2); t(st.stdev, [1, float('nan')]); t(st.variance, [1, float('nan')]); t(st.stdev, [0.1]*10); t(st.pstdev, [1e300, -1e300])
t(st.harmonic_mean, [40, 60], weights=[5, 30]); t(st.harmonic_mean, [1, 0, 2]); t(st.harmonic_mean, [1, -2]); t(st.harmonic_mean, [2.5, 3, 10])
t(st.fmean, [3.5, 4.0, 5.25], [1, 2, 3]); t(st.fmean, [1, 2], [1]); t(st.fmean, iter([1, 2, 3])); t(st.geometric_mean, [54, 24, 36]); t(st.geometric_mean, [1, -1])
t(st.quantiles, [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104], n=10)
t(st.quantiles, [1, 2, 3, 4, 5], n=4, method='inclusive'); t(st.quantiles, [1, 2], n=0); t(st.quantiles, [1, 2], method='x'); t(st.quantiles, [1.5, 2.5, 10], n=3)
t(st.median_grouped, [52, 52, 53, 54]); t(st.median_grouped, [1, 3, 3, 5, 7], interval=2); t(st.median_grouped, [1, 2, 2, 3, 4, 4, 4, 4, 4, 5]); t(st.median_grouped, ["a"])
t(st.mode, ["red", "blue", "blue", "red", "green", "red", "red"]); t(st.multimode, "aabbbbccddddeeffffgg"); t(st.mode, [[1]])
t(st.covariance, [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 1, 2, 3, 1, 2, 3]); t(st.correlation, [1, 2, 3, 4, 5, 6, 7, 8, 9], [9, 8, 7, 6, 5, 4, 3, 2, 1]); t(st.correlation, [1, 1], [1, 2])
t(st.linear_regression, [1, 2, 3, 4, 5], [3, 5, 7, 9, 12]); t(st.linear_regression, [1, 2, 3], [2, 4, 7], proportional=True); t(st.linear_regression, [1, 1], [1, 2])
t(st.variance, [F(1, 4), F(5, 4), F(3, 4), F(7, 4)]); t(st.pvariance, [0, 0, 1, 1, 1]); t(st.stdev, [2, 4, 4, 4, 5, 5, 7, 9]); t(st.pstdev, [2, 4, 4, 4, 5, 5, 7, 9])
try:
    st.mean([])
except st.StatisticsError as e:
    print("caught", type(e), e, isinstance(e, ValueError))
print(st.StatisticsError, issubclass(st.StatisticsError, ValueError))
