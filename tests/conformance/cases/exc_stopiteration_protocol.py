# StopIteration from next() and its value.
it = iter([1])
print(next(it))
try:
    next(it)
except StopIteration as e:
    print(type(e), repr(e), e.value)
def gen():
    yield 1
    return "result"
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value", e.value)
print(next(iter([]), "default"))
