# expect: error AttributeError
# An allowed module's namespace dict.
import math
print(math.__dict__)
