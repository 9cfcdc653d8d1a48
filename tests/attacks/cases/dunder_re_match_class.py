# expect: ok
# A Match object's class chain holds only types.
import re
m = re.match("a", "a")
print(m.__class__.__mro__)
