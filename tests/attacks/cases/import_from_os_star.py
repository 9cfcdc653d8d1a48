# expect: error ImportError
# Star import of a forbidden module.
from os import *
