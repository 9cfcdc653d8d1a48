# expect: error ImportError
# Imports inside functions are checked the same way.
def f():
    import os
    return os
f()
