# A StopIteration escaping a generator becomes RuntimeError (PEP 479).
def bad():
    yield 1
    raise StopIteration("oops")
try:
    list(bad())
except RuntimeError as e:
    print(type(e), e)
