# expect: error AttributeError
# defaultdict.default_factory is a plain callable; its dunders stay refused.
from collections import defaultdict
d = defaultdict(list)
print(d.default_factory.__subclasses__)
