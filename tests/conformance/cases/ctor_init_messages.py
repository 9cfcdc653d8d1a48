# Constructors that stand for a Python class's __init__ count self in their messages, as CPython's do.
import queue, functools, re, json, random, fractions, textwrap, datetime
cases = [lambda: queue.Queue(1,2), lambda: queue.LifoQueue(1,2), lambda: functools.cached_property(1,2),
         lambda: functools.cached_property(), lambda: re.error(), lambda: re.error(1,2,3,4),
         lambda: json.JSONDecodeError(1), lambda: json.JSONDecodeError(1,2,3,4),
         lambda: json.JSONEncoder(1), lambda: json.JSONDecoder(1), lambda: random.Random(1,2),
         lambda: random.SystemRandom(1,2), lambda: fractions.Fraction(1,2,3),
         lambda: textwrap.TextWrapper(1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16),
         lambda: datetime.timedelta(1,2,3,4,5,6,7,8)]
for f in cases:
    try: f(); print("ok")
    except TypeError as e: print(e)
