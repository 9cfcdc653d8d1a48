import heapq

h = []
for x in [5, 3, 8, 1, 9, 2, 7, 1, 6]:
    heapq.heappush(h, x)
    print(h)
out = []
while h:
    out.append(heapq.heappop(h))
    print(h)
print(out)
data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, -1), data)
print(heapq.heappushpop(data, 4), data)
print(heapq.heappushpop([], 3))
words = ['pear', 'fig', 'apple', 'kiwi', 'banana', 'date']
heapq.heapify(words)
print(words, [heapq.heappop(words) for _ in range(len(words))])
tasks = []
for prio, name in [(3, 'write'), (1, 'plan'), (2, 'code'), (1, 'coffee'), (3, 'test')]:
    heapq.heappush(tasks, (prio, name))
print(tasks)
print([heapq.heappop(tasks) for _ in range(5)])
print(heapq.nlargest(3, [1, 8, 2, 23, 7, -4, 18, 23, 42, 37, 2]))
print(heapq.nsmallest(3, [1, 8, 2, 23, 7, -4, 18, 23, 42, 37, 2]))
people = [{'n': 'a', 'age': 30}, {'n': 'b', 'age': 25}, {'n': 'c', 'age': 30}, {'n': 'd', 'age': 20}]
print(heapq.nlargest(2, people, key=lambda p: p['age']))
print(heapq.nsmallest(2, people, key=lambda p: p['age']))
print(heapq.nlargest(1, [3, 1, 3]), heapq.nsmallest(1, []), heapq.nlargest(0, [1]), heapq.nlargest(10, [2, 1]))
print(heapq.nlargest(-1, [1, 3, 2]), heapq.nsmallest(2, 'hello'), heapq.nlargest(2, range(10)))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])))
print(list(heapq.merge([1, 3], [2, 4], key=lambda x: x)), list(heapq.merge()))
print(list(heapq.merge([3, 1], [4, 2], reverse=True)))
print(list(heapq.merge(['a', 'cc'], ['bb', 'd'], key=len)))
print(list(heapq.merge([(1, 'x')], [(1, 'a')], [(0, 'z')])))
maxheap = []
for x in [3, 1, 4, 1, 5]:
    heapq.heappush(maxheap, -x)
print([-heapq.heappop(maxheap) for _ in range(3)], maxheap)


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


attempt('push tuple', lambda: heapq.heappush((), 1))
attempt('pop empty', lambda: heapq.heappop([]))
attempt('pop tuple', lambda: heapq.heappop(()))
attempt('replace empty', lambda: heapq.heapreplace([], 1))
attempt('heapify tuple', lambda: heapq.heapify(()))
attempt('push one arg', lambda: heapq.heappush([1]))
attempt('mixed', lambda: heapq.heapify([3, 'a', 1]))
attempt('nlargest one mixed', lambda: heapq.nlargest(1, [1, 'a']))
attempt('nsmallest one mixed', lambda: heapq.nsmallest(1, [1, 'a']))
