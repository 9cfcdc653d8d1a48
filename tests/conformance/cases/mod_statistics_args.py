import statistics as s
X=[1,2,3]; Y=[2,4,7]
for f, a, k in [(s.covariance, (), {}), (s.covariance, (X,), {}), (s.covariance, (X,), {'x': 2}), (s.covariance, (X,), {'y': Y}), (s.covariance, (X,), {'z': 2}), (s.correlation, (), {'x': 1, 'y': 2}), (s.correlation, (X, Y, 3), {'z': 1}), (s.correlation, (X, Y), {'z': 1, 'y': 2}), (s.correlation, (X,Y,X), {}),
  (s.linear_regression, (X,), {}), (s.linear_regression, (X,Y,X), {}), (s.linear_regression, (X,Y), {'q': 1}), (s.linear_regression, (X,), {'proportional': 1}), (s.linear_regression, (X,), {'x': 1}), (s.linear_regression, (X,Y,X), {'proportional': True})]:
    try:
        print(f(*a, **k))
    except TypeError as e:
        print(e)
print(s.covariance(X, Y), s.correlation(X, Y), s.linear_regression(X, Y), s.linear_regression(X, Y, proportional=True))
print(s.median([3,1,2,4]), s.median_low([3,1,2,4]), s.median_high([3,1,2,4]), s.median_low(data=[5]))
for f in (s.median, s.median_low, s.median_high):
    for a, k in [((), {}), (([1], 2), {}), ((), {'x': 1}), (([],), {})]:
        try:
            f(*a, **k)
        except (TypeError, s.StatisticsError) as e:
            print(type(e).__name__, e)
nd = s.NormalDist(1, 2); print(nd.mean, nd.median, nd.mode, nd.stdev, nd.variance)
r = s.linear_regression(X, Y); print(r.slope, r.intercept, type(r).__name__, type(r).__module__, s.StatisticsError.__module__)
