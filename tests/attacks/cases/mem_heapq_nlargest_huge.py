# expect: ops | memory MemoryError
# nlargest over 10**10 items: a limit ends it.
# imports: heapq
import heapq
heapq.nlargest(3, range(10 ** 10))
