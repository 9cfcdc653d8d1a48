# expect: error ValueError
# CPython once built namedtuple classes with exec: a crafted type name must be refused.
from collections import namedtuple
P = namedtuple('P(): pass\nimport os #', 'x')
