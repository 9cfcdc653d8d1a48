# expect: ok | error RecursionError | recursion
# hash() of a deeply nested tuple.
t = ()
for _ in range(10 ** 5):
    t = (t,)
print(hash(t))
