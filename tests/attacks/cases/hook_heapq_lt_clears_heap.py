# expect: error RuntimeError
# An item whose __lt__ empties the heap while heappush sifts it (CPython: RuntimeError).
# imports: heapq
import heapq
heap = []
class Evil:
    def __lt__(self, other):
        heap.clear()
        return True
for _ in range(5):
    heapq.heappush(heap, Evil())
