# iter() and next() on various iterables; iter(callable, sentinel).
it = iter([1, 2, 3])
print(next(it), list(it), next(it, None))
d = iter({"a": 1, "b": 2})
print(next(d), next(d))
chars = iter("xy")
print(next(chars), next(chars), next(chars, "end"))
data = [5, 4, 3, 0, 9]
pos = -1
def step():
    global pos
    pos += 1
    return data[pos]
print(list(iter(step, 0)))
try:
    iter(5)
except TypeError as e:
    print(type(e), e)
try:
    next([1])
except TypeError as e:
    print(type(e), e)
r = iter(range(3))
print(iter(r) is r, list(r))
