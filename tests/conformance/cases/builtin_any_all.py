# any/all with empty iterables and short-circuiting.
print(any([]), all([]), any([0, "", None]), any([0, 1]), all([1, "a", [0]]), all([1, 0]), any("a"), all(""))
seen = []
def check(x):
    seen.append(x)
    return x > 2
print(any(check(x) for x in range(10)), seen)
seen.clear()
print(all(check(x) for x in [5, 6, 1, 7]), seen)
