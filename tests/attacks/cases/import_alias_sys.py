# expect: error ImportError
# An alias does not change what is imported.
import sys as math
