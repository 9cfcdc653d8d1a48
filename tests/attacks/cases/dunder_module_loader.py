# expect: error AttributeError
# A module's loader and spec lead to the import system.
import math
print(math.__loader__, math.__spec__)
