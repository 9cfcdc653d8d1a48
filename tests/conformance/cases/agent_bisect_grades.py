import bisect

def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]

print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
sorted_list = [1, 3, 3, 3, 7, 9]
print(bisect.bisect_left(sorted_list, 3), bisect.bisect_right(sorted_list, 3), bisect.bisect(sorted_list, 10))
bisect.insort(sorted_list, 5)
bisect.insort_left(sorted_list, 0)
print(sorted_list)
def index_of(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x} not found")
print(index_of(sorted_list, 7))
try:
    index_of(sorted_list, 4)
except ValueError as e:
    print(e)
recs = [(1, "a"), (4, "b"), (9, "c")]
keys = [r[0] for r in recs]
print(recs[bisect.bisect_left(keys, 4)])
print(bisect.bisect_left(recs, (4,), key=None), bisect.bisect([10, 20, 30], 25, key=lambda v: v))
