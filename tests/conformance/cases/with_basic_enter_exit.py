# __enter__ result is bound by as; __exit__ runs on normal exit and on exceptions.
class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type is not None)
        return False
with CM("a") as v:
    print("body", v)
try:
    with CM("b"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
