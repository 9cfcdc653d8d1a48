# expect: error NameError
# A25: a refused import that is caught leaves the name unbound.
try:
    import os
except ImportError:
    pass
print(os.getcwd())
