import heapq
from dataclasses import dataclass, field
from itertools import count
@dataclass(order=True)
class Job:
    priority: int
    seq: int
    name: str = field(compare=False)
    duration: float = field(compare=False, default=1.0)
class Scheduler:
    def __init__(self):
        self._q = []
        self._seq = count()
    def submit(self, name, priority, duration=1.0):
        heapq.heappush(self._q, Job(priority, next(self._seq), name, duration))
    def run(self):
        clock = 0.0
        while self._q:
            job = heapq.heappop(self._q)
            clock += job.duration
            yield f"t={clock:4.1f} ran {job.name} (p{job.priority})"
s = Scheduler()
for name, p, d in [("backup", 3, 2.5), ("email", 1, 0.5), ("report", 2, 1.0), ("alert", 1, 0.1), ("cleanup", 3, 0.4)]:
    s.submit(name, p, d)
for line in s.run():
    print(line)
print(Job(1, 0, "a") < Job(1, 1, "b"), Job(2, 0, "x") > Job(1, 9, "y"))
