# When the body raises, every manager's __exit__ still runs, innermost first.
class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type, exc)
        return self.suppress
with CM("outer", suppress=True), CM("inner"):
    raise RuntimeError("x")
print("continues")
