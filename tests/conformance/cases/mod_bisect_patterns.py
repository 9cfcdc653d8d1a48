import bisect


class SortedList:
    def __init__(self):
        self.items = []

    def add(self, x):
        bisect.insort(self.items, x)

    def count_less(self, x):
        return bisect.bisect_left(self.items, x)

    def count_range(self, lo, hi):
        return bisect.bisect_right(self.items, hi) - bisect.bisect_left(self.items, lo)


s = SortedList()
for v in [5, 1, 9, 3, 7, 3, 8]:
    s.add(v)
print(s.items, s.count_less(4), s.count_range(3, 8))
breakpoints = [0, 18.5, 25, 30]
labels = ['under', 'normal', 'over', 'obese']
for bmi in [17.0, 18.5, 22.1, 29.9, 35]:
    print(bmi, labels[bisect.bisect_right(breakpoints, bmi) - 1])
times = [1.0, 2.5, 4.0, 7.5]
events = ['start', 'load', 'run', 'stop']
print([events[bisect.bisect(times, t) - 1] for t in [1.0, 3.0, 7.4, 9]])
records = [{'t': 1, 'v': 'a'}, {'t': 4, 'v': 'b'}, {'t': 9, 'v': 'c'}]
i = bisect.bisect_left(records, 4, key=lambda r: r['t'])
print(i, records[i]['v'])
bisect.insort(records, {'t': 5, 'v': 'new'}, key=lambda r: r['t'])
print([r['v'] for r in records])


def lis_length(nums):
    tails = []
    for n in nums:
        i = bisect.bisect_left(tails, n)
        if i == len(tails):
            tails.append(n)
        else:
            tails[i] = n
    return len(tails), tails


print(lis_length([10, 9, 2, 5, 3, 7, 101, 18]))
