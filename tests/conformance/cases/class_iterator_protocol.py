# __iter__ returning self with __next__.
class Countdown:
    def __init__(self, start):
        self.n = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(5)))
c = Countdown(2)
print(next(c), next(c), next(c, "done"))
class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield i * 2
r = Range2(4)
print(list(r), list(r), sum(r), 4 in r)
