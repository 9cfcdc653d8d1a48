# expect: ok
# imports: collections
# OrderedDict.popitem looked its key up again, which calls the key's __hash__; a __hash__
# that pops the same OrderedDict left the lookup empty, and popitem returned NULL with no
# exception set: a segfault where the try statement read it. Found by the callbacks fuzzer.
import collections
flags = [True, True, True, True, False, True, True, True, True, False, True, False, True, True, True, False, False]
class Evil:
    def __init__(self, v=0):
        pass
    def __hash__(self):
        global c
        if flags and flags.pop(0):
            c.popitem(last=False) if c else None
            c.update({i: i for i in range(50)})
        return 0
try:
    c = collections.OrderedDict((Evil(i), Evil(i)) for i in range(2))
except Exception:
    c = collections.OrderedDict((i, Evil(i)) for i in range(2))
try:
    c = collections.OrderedDict((Evil(i), Evil(i)) for i in range(5))
except Exception:
    c = collections.OrderedDict((i, Evil(i)) for i in range(5))
try:
    c = dict((Evil(i), Evil(i)) for i in range(20))
except Exception as ex:
    print(type(ex).__name__)
print("done")
