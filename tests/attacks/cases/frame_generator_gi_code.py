# expect: error AttributeError
# Generator internals: gi_code, gi_yieldfrom, gi_running.
def gen():
    yield 1
print(gen().gi_code)
