# expect: error AttributeError
# An allowed module exposes only its documented functions.
import math
print(math.os)
