# expect: error AttributeError
# Python 2 spellings of function internals.
def f():
    pass
print(f.func_globals)
