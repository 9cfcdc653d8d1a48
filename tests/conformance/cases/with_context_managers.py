# Context managers: enter/exit order, suppression, several items, exceptions inside.
class CM:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et is not None, ev)
        return self.suppress
with CM("a") as a, CM("b") as b:
    print("body", a, b)
with CM("s", suppress=True):
    raise ValueError("swallowed")
print("after suppress")
try:
    with CM("x"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", e)
def early():
    with CM("r"):
        return "returned"
print(early())
for i in range(2):
    with CM(f"loop{i}"):
        if i == 0:
            continue
        print("second")
class Tracker:
    log = []
    def __enter__(self):
        Tracker.log.append("in")
        return self
    def __exit__(self, *exc):
        Tracker.log.append("out")
with Tracker() as t:
    pass
print(Tracker.log, isinstance(t, Tracker))
