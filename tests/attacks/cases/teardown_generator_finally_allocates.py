# expect: ok
# Generators left suspended in globals whose finally blocks, run at exit, allocate without
# end: the heap cap stops each, and the run still ends.
def g():
    try:
        yield 1
    finally:
        keep = []
        while True:
            keep.append([0] * 100000)
a = g()
next(a)
b = g()
next(b)
print("suspended")
