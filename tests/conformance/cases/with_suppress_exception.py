# Returning True from __exit__ suppresses the exception.
class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, self.types):
            print("suppressed", exc_type, exc)
            return True
        return False
with Suppress(KeyError, ZeroDivisionError):
    {}["missing"]
    print("not reached")
with Suppress(ZeroDivisionError):
    1 / 0
print("after")
try:
    with Suppress(KeyError):
        [][1]
except IndexError as e:
    print("not suppressed:", e)
