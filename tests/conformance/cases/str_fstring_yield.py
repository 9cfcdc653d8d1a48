# yields inside an f-string: the pieces built before a yield survive until it resumes
def g():
    r = f"a{(yield 1)}b{(yield 2)}c{3}{(yield 3):>4}"
    yield r
it = g()
print(next(it), it.send("X"), it.send("Y"), it.send("Z"))
def h(n):
    for i in range(n):
        yield f"{i}:{(yield i * 10)}|"
print(list(h(3)))
gen = h(2)
print(next(gen), gen.send("s"), next(gen), gen.send("t"))
