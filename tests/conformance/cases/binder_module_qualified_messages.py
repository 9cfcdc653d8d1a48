# CPython names a module's function after its module in the count and keyword messages of
# METH_O, METH_NOARGS and Argument Clinic functions (math.sqrt()), not in PyArg_ParseTuple
# and PyArg_UnpackTuple ones (gmtime(), reduce()), nor for builtins (len()).
import math, time, statistics, json, random, itertools, functools
for f in [lambda: math.sqrt(), lambda: time.time(1), lambda: math.sqrt(x=1), lambda: len(), lambda: math.pow(1),
          lambda: math.pow(1, 2, x=3), lambda: math.gcd(1, x=2), lambda: time.sleep(x=1), lambda: math.floor(x=1),
          lambda: statistics.mean(), lambda: statistics.mean([1], 2), lambda: json.dumps(), lambda: abs(), lambda: print(x=1),
          lambda: functools.reduce(), lambda: math.isqrt(), lambda: time.monotonic(2)]:
    try: f()
    except TypeError as e: print(e)
for f in [lambda: time.gmtime(x=1), lambda: functools.reduce(x=1), lambda: time.asctime(x=1), lambda: "a".count(x=1)]:
    try: f()
    except TypeError as e: print(e)
import json
print(json.dumps(obj=[1]))
