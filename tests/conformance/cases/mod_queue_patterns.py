import queue
from queue import PriorityQueue, Queue, LifoQueue, Empty

grid = ['S.#', '..#', '#.E']
start, goal = (0, 0), (2, 2)
q = Queue()
q.put((start, 0))
seen = {start}
found = None
while not q.empty():
    (r, c), d = q.get()
    if (r, c) == goal:
        found = d
        break
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < 3 and 0 <= nc < 3 and grid[nr][nc] != '#' and (nr, nc) not in seen:
            seen.add((nr, nc))
            q.put(((nr, nc), d + 1))
print('distance', found, q.qsize())
jobs = PriorityQueue()
for prio, name in [(2, 'write'), (0, 'urgent'), (1, 'review'), (2, 'alpha')]:
    jobs.put((prio, name))
while not jobs.empty():
    print(jobs.get())
stack = LifoQueue(maxsize=3)
for x in range(3):
    stack.put(x)
print(stack.full(), [stack.get() for _ in range(3)], stack.empty())
results = []
inbox = Queue()
for n in range(5):
    inbox.put_nowait(n * n)
while True:
    try:
        results.append(inbox.get_nowait())
    except Empty:
        break
print(results)
try:
    inbox.get(timeout=0.1)
except queue.Empty:
    print('timed out')
print(jobs.queue, stack.queue, inbox.queue, Queue(5).maxsize)
