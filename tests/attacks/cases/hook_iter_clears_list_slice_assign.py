# expect: ok
# l[a:b] = v and l[::k] = v computed the slice against len(l), then iterated v, whose
# __iter__ cleared l: the copy read and wrote l's old items (a NULL or freed array; an
# out-of-bounds write for the extended slice). The value is now converted first, the
# indices after. Found by the callbacks fuzzer.
class V:
    def __iter__(self):
        l.clear()
        return iter([7, 8, 9])
l = list(range(10))
l[2:5] = V()
print(l)
l = list(range(10))
try:
    l[::3] = V()
except ValueError as e:
    print("ValueError", e)
print(l)
l = list(range(10))
l[8:] = V()
print(l)
