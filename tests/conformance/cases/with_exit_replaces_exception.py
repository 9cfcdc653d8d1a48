# An exception raised in __exit__ replaces the body's exception.
class Replace:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        raise ValueError("from exit")
try:
    with Replace():
        raise KeyError("from body")
except Exception as e:
    print(type(e), e)
