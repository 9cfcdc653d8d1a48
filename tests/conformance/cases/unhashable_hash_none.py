print(bytearray.__hash__ is None, list.__hash__ is None, dict.__hash__ is None, set.__hash__ is None)
print(bytes.__hash__ is None, hash(b"") == hash(b""))
for x in (bytearray(), bytearray(b"a"), [], {}, set()):
    try: hash(x)
    except TypeError as e: print(e)
try: {bytearray(): 1}
except TypeError as e: print(e)
class BA(bytearray): pass
try: hash(BA())
except TypeError as e: print(e)
print(BA.__hash__ is None, "__hash__" in bytearray.__dict__, bytearray.__dict__["__hash__"])
import collections, datetime, re, time, itertools, queue, random, statistics
objs = [1, 1.5, 1j, "s", b"b", (1,), frozenset(), range(3), None, True, slice(1), type, len, object(),
        collections.deque(), collections.OrderedDict(), collections.Counter(), collections.defaultdict(int),
        datetime.date(2020,1,1), datetime.datetime(2020,1,1), datetime.timedelta(1), datetime.time(1),
        datetime.timezone.utc, re.compile("a"), time.gmtime(0), 
        {}.keys(), {}.items(), iter([]), NotImplemented, ..., ValueError(), print, [].append,
        collections.namedtuple("P", "x")(1), datetime.date(2020,1,1).isocalendar(), re.match("a", "a")]
for o in objs:
    try:
        hash(o); r = "ok"
    except TypeError as e:
        r = str(e)
    print(type(o).__name__, type(o).__hash__ is None, r)
