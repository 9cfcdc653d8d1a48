# expect: ok
# l[a:b] = [] on a list emptied by the iterable being assigned: the copy of no items
# passed NULL to memcpy (undefined behaviour, caught by UBSan). Found by the callbacks fuzzer.
class V:
    def __iter__(self):
        l.clear()
        return iter([])
l = [1, 2, 3]
l[0:2] = V()
l[5:] = []
print(l)
m = []
m[:] = []
m[0:0] = ()
print(m)
