from collections import OrderedDict
class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0
    def get(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return None
    def put(self, key, value):
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
            print("evict", evicted)
    def __repr__(self):
        return f"LRU({list(self.data.items())})"
c = LRUCache(2)
c.put("a", 1); c.put("b", 2); c.get("a"); c.put("c", 3); c.get("b"); c.put("d", 4)
print(c, c.hits, c.misses)
from functools import lru_cache
@lru_cache(maxsize=2)
def sq(n):
    print("compute", n)
    return n * n
for n in [1, 2, 1, 3, 2]:
    sq(n)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info().currsize)
