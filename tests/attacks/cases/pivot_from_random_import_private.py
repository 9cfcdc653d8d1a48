# expect: error ImportError
# from-import of a private name of an allowed module.
from random import _os
