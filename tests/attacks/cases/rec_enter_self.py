# expect: error RecursionError | recursion
# __enter__ re-entering the same manager.
class CM:
    def __enter__(self):
        with self:
            pass
    def __exit__(self, *a):
        return False
with CM():
    pass
