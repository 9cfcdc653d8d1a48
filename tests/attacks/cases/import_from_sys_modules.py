# expect: error ImportError
# A18: sys.modules through from-import.
from sys import modules
