import queue

q = queue.Queue()
for i in range(5):
    q.put(i)
print(q.qsize(), q.empty(), q.full(), q.maxsize, q.queue, q.unfinished_tasks)
print([q.get() for _ in range(3)], q.get_nowait(), q.qsize())
q.task_done()
q.task_done()
print(q.unfinished_tasks)
b = queue.Queue(maxsize=2)
b.put('a')
b.put_nowait('b')
print(b.full(), b.qsize(), b.maxsize)
try:
    b.put_nowait('c')
except queue.Full:
    print('full')
try:
    b.put('c', block=False)
except queue.Full as e:
    print('full again', repr(e))
try:
    b.put('c', timeout=0.01)
except queue.Full:
    print('full after timeout')
print(b.get(), b.get())
try:
    b.get_nowait()
except queue.Empty as e:
    print('empty', repr(e), isinstance(e, Exception))
try:
    b.get(timeout=0.5)
except queue.Empty:
    print('empty after timeout')
try:
    b.get(block=False)
except queue.Empty:
    print('empty without blocking')
lq = queue.LifoQueue()
for x in 'abc':
    lq.put(x)
print(lq.queue, lq.get(), lq.get(), lq.qsize())
pq = queue.PriorityQueue()
for item in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z'), (0, 'first')]:
    pq.put(item)
print(pq.queue)
print([pq.get() for _ in range(pq.qsize())], pq.empty())
sq = queue.SimpleQueue()
sq.put(1)
sq.put_nowait(2)
print(sq.qsize(), sq.get(), sq.get_nowait(), sq.empty())
try:
    sq.get_nowait()
except queue.Empty:
    print('simple empty')
print(isinstance(lq, queue.Queue), isinstance(pq, queue.Queue), isinstance(sq, queue.Queue))
print(issubclass(queue.Empty, Exception), issubclass(queue.Full, Exception))
work = queue.Queue()
for job in ['x', 'y']:
    work.put(job)
done = []
while not work.empty():
    done.append(work.get().upper())
    work.task_done()
work.join()
print(done, work.unfinished_tasks)
zero = queue.Queue(0)
for i in range(100):
    zero.put(i)
print(zero.full(), zero.qsize())
try:
    queue.Queue().task_done()
except ValueError as e:
    print('ValueError', e)
try:
    b.get(timeout=-1)
except ValueError as e:
    print('ValueError', e)
print(queue.Queue, queue.SimpleQueue, queue.PriorityQueue)
