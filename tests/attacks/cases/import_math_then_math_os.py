# expect: error ImportError | error ModuleNotFoundError
# An allowed module is not a package: math.os does not exist.
import math.os
