# close() runs finally blocks in the generator.
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g = gen()
print(next(g))
g.close()
print("closed")
print(next(g, "after close"))
for v in gen():
    print("loop", v)
