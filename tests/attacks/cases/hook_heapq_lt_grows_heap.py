# expect: error RuntimeError
# __lt__ appending to the heap during heapify: the sift must not read stale slots.
# imports: heapq
import heapq
heap = []
class Evil:
    def __lt__(self, other):
        heap.extend([Evil(), Evil()])
        return False
heap.extend(Evil() for _ in range(20))
heapq.heapify(heap)
