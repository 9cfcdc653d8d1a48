# Functions and types that the executor declares as data (one C function per table):
# math's one-argument functions, log2/log10, degrees/radians, stat's S_IS* predicates,
# the built-in and decimal exception hierarchies.
import math
import stat
import decimal

for name in ["sqrt", "exp", "exp2", "expm1", "cbrt", "sin", "cos", "tan", "asin", "acos",
             "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "log1p", "fabs",
             "erf", "erfc", "degrees", "radians", "log2", "log10"]:
    f = getattr(math, name)
    out = []
    for x in [0.5, 2, -1.0, 1e308, float("inf"), float("nan"), 10**400, "x"]:
        try:
            out.append(repr(f(x)))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(name, f.__name__, out)
    for bad in [(), (1, 2)]:
        try:
            f(*bad)
        except TypeError as e:
            print(" ", e)
    try:
        f(x=1)
    except TypeError as e:
        print(" ", e)

for name in ["S_ISDIR", "S_ISCHR", "S_ISBLK", "S_ISREG", "S_ISFIFO", "S_ISLNK", "S_ISSOCK",
             "S_ISDOOR", "S_ISPORT", "S_ISWHT", "S_IMODE", "S_IFMT", "filemode"]:
    f = getattr(stat, name)
    print(name, f.__name__, [f(m) for m in [0o040755, 0o020000, 0o060000, 0o100644, 0o010000,
                                            0o120777, 0o140000, 0]])
    for bad in [(), (1, 2), ("x",), (-1,)]:
        try:
            f(*bad)
        except (TypeError, OverflowError) as e:
            print(" ", type(e).__name__, e)
    try:
        f(mode=1)
    except TypeError as e:
        print(" ", e)

def chain(t):
    return " -> ".join(c.__name__ for c in t.__mro__)

for t in [ZeroDivisionError, UnicodeTranslateError, TabError, ModuleNotFoundError,
          FileNotFoundError, ResourceWarning, RecursionError, StopAsyncIteration,
          KeyboardInterrupt, UnboundLocalError, ConnectionError]:
    print(chain(t), t.__module__)
for t in [decimal.Overflow, decimal.Underflow, decimal.ConversionSyntax,
          decimal.DivisionImpossible, decimal.DivisionUndefined, decimal.InvalidContext,
          decimal.FloatOperation, decimal.Clamped, decimal.Subnormal]:
    print(t.__name__, t.__module__, t.__mro__[1].__name__)

import unicodedata
for name in ["category", "bidirectional", "combining", "east_asian_width", "mirrored"]:
    f = getattr(unicodedata, name)
    print(name, f.__name__, [f(c) for c in ["a", "1", "\u0301", "\u4e00", "(", " ", "\U0001f600"]])
    for bad in [(), ("a", "b"), ("ab",), (1,)]:
        try:
            f(*bad)
        except TypeError as e:
            print(" ", e)
    try:
        f(chr=1)
    except TypeError as e:
        print(" ", e)
for f, arg in [(unicodedata.lookup, "DIGIT ONE"), (unicodedata.decomposition, "\u00e9")]:
    print(f(arg))
    try:
        f(x=arg)
    except TypeError as e:
        print(" ", e)

from decimal import Decimal
for name in ["is_nan", "is_qnan", "is_snan", "is_infinite", "is_finite", "is_zero", "is_signed"]:
    print(name, [getattr(Decimal(v), name)() for v in ["1.5", "-0", "0", "NaN", "-sNaN", "-Inf", "1e-999"]])
    try:
        getattr(Decimal(1), name)(1)
    except TypeError as e:
        print(" ", e)
