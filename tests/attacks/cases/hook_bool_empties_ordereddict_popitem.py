# expect: ok
# imports: collections
# OrderedDict.popitem(last=x) checked for an empty dict, then called x.__bool__, which
# emptied it: popitem then took a NULL key (a segfault). Found by the callbacks fuzzer.
import collections
class Last:
    def __bool__(self):
        c.clear()
        return False
c = collections.OrderedDict((i, i) for i in range(5))
try:
    c.popitem(last=Last())
except KeyError as e:
    print("KeyError", e)
print(len(c))
