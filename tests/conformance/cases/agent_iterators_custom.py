class Range2:
    def __init__(self, start, stop, step=1):
        self.start, self.stop, self.step = start, stop, step
    def __iter__(self):
        cur = self.start
        while cur < self.stop:
            yield cur
            cur += self.step

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

print(list(Range2(0, 10, 3)), list(Countdown(4)), sum(Countdown(3)))
it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "done"))
try:
    next(it)
except StopIteration:
    print("StopIteration")
class Pages:
    def __init__(self, data, size):
        self.data, self.size = data, size
    def __len__(self):
        return -(-len(self.data) // self.size)
    def __getitem__(self, i):
        if i >= len(self):
            raise IndexError(i)
        return self.data[i * self.size:(i + 1) * self.size]
p = Pages(list(range(7)), 3)
print(len(p), list(p), p[2])
print(list(enumerate("abc", 1)), list(reversed([1, 2, 3])), list(zip(range(3), "xyz", strict=True)))
e = enumerate(["a", "b"])
print(next(e), list(e))
r = range(10, 0, -3)
print(list(r), len(r), r[1], 4 in r, r.index(7))
print(list(map(lambda kv: kv[0] * kv[1], {"a": 2, "b": 3}.items())))
