# expect: error AttributeError
# imports: heapq
# heapq.py's private helpers are not part of the C table.
import heapq
print(heapq._siftdown, heapq._heapify_max)
