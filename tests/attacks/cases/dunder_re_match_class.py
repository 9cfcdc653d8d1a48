# expect: error AttributeError
# A01: a Match object's class chain is not reachable.
import re
m = re.match("a", "a")
print(m.__class__.__mro__)
