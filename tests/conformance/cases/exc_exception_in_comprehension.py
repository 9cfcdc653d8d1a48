# Exceptions propagate out of comprehensions and lambdas.
def risky(x):
    if x == 3:
        raise ValueError(f"bad value {x}")
    return x * 2
try:
    print([risky(x) for x in range(5)])
except ValueError as e:
    print(type(e), e)
results = []
for x in range(5):
    try:
        results.append(risky(x))
    except ValueError:
        results.append(None)
print(results)
