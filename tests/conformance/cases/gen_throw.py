# throw() raises inside the generator at the paused yield.
def gen():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("generator caught", e)
            yield "recovered"
g = gen()
print(next(g))
print(g.throw(ValueError("bad")))
print(next(g))
def simple():
    yield 1
s = simple()
next(s)
try:
    s.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
