# expect: ok | ops
# Draining 2*10**5 items from the front of an OrderedDict must stay linear, not rescan deleted entries.
from collections import OrderedDict
od = OrderedDict.fromkeys(range(200000))
while od:
    od.popitem(last=False)
print(len(od))
