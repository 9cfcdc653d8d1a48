from collections import OrderedDict
lru = OrderedDict()
hits = 0
for i in range(300000):
    k = (i * 7) % 150000
    if k in lru:
        lru.move_to_end(k)
        hits += 1
    else:
        lru[k] = i
        if len(lru) > 50000:
            lru.popitem(last=False)
print(hits, len(lru), next(iter(lru)))
od = OrderedDict.fromkeys(range(10))
od.popitem(last=False); od.popitem(last=False)
od.clear()
od.update((i, i) for i in range(5))
print(od.popitem(last=False), od)
od2 = OrderedDict.fromkeys('abcdef')
print(od2.popitem(False), od2.popitem(False))
del od2['c']
od2['z'] = 1
print(od2.popitem(False), od2.popitem(False), od2)
fifo = OrderedDict((i, str(i)) for i in range(100000))
total = 0
while fifo:
    k, v = fifo.popitem(last=False)
    total += k
print(total, len(fifo))
