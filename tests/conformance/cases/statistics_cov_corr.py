import statistics as st
for f in (st.covariance, st.correlation):
    for a in [([1, 2, 3], [1, 2, 4]), ([1, 2, 3], [2, 2, 2]), ([1], [2]), ([1, 2], [1]), ([1, 2, 3.5], [3, 1, 0]), ([True, 2], [1, 5])]:
        try: print(f.__name__, f(*a))
        except Exception as e: print(f.__name__, type(e).__name__, e)
    for call in (lambda: f(1), lambda: f([1, 2], [1, 2], [3]), lambda: f(x=[1, 2], y=[1, 2]), lambda: f([1, 2], [1, 2], z=1), lambda: f(['a', 'b'], [1, 2])):
        try: print(call())
        except Exception as e: print(type(e).__name__, e)
print(st.covariance([1, 2, 3], [1, 2, 4]) == 1.5)
