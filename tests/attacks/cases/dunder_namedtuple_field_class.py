# expect: error ValueError
# namedtuple field names that are dunders would shadow tuple internals: refused like CPython.
from collections import namedtuple
P = namedtuple('P', ['__class__', 'x'])
