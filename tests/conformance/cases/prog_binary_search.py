# Binary search and insertion point.
def bsearch(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo
a = [1, 3, 3, 5, 8, 13, 21]
print([bsearch(a, x) for x in (0, 1, 3, 4, 21, 100)])
idx = bsearch(a, 8)
print(idx, a[idx] == 8)
