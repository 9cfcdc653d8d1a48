from enum import Enum, IntEnum, auto, Flag

class Status(Enum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()

class Perm(Flag):
    R = 4
    W = 2
    X = 1

print(Status.RUNNING, Status("done"), Status["PENDING"].value, Status.DONE.name)
print(list(Status), len(Status))
print(Priority.HIGH > Priority.LOW, Priority(2), Priority.MEDIUM + 1, sorted([Priority.HIGH, Priority.LOW]))
print([c.value for c in Color], Color.GREEN)
print(repr(Status.DONE), repr(Priority.LOW))
rw = Perm.R | Perm.W
print(Perm.R in rw, Perm.X in rw, bool(rw & Perm.X))
tasks = [("a", Status.DONE), ("b", Status.PENDING), ("c", Status.DONE)]
print({s.value: sum(1 for _, t in tasks if t is s) for s in Status})
try:
    Status("unknown")
except ValueError as e:
    print(e)
print(Status.DONE == "done", isinstance(Priority.LOW, int))
