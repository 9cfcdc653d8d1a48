# expect: ops
# merge over 10**5 iterables: each item compares every head, charged as such.
# imports: heapq
import heapq
for x in heapq.merge(*[[i] * 10 for i in range(100000)]):
    pass
