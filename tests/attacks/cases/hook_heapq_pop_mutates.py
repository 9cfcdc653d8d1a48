# expect: error RuntimeError
# __lt__ that pops from the heap during heappop.
# imports: heapq
import heapq
heap = []
class Evil:
    def __lt__(self, other):
        if heap:
            heap.pop()
        return True
heap.extend(Evil() for _ in range(10))
heapq.heappop(heap)
