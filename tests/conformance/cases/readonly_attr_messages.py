import re, time, datetime, collections, functools
def f():
    x = 1
    def g(): return x
    return g
cases = [
    ("int.real", lambda: setattr(1, "real", 2)),
    ("int.imag del", lambda: delattr(1, "imag")),
    ("int.foo", lambda: setattr(1, "foo", 2)),
    ("int.bit_length", lambda: setattr(1, "bit_length", 2)),
    ("slice.start", lambda: setattr(slice(1), "start", 2)),
    ("slice.start del", lambda: delattr(slice(1), "start")),
    ("complex.real", lambda: setattr(1j, "real", 2)),
    ("float.real", lambda: setattr(1.5, "real", 2)),
    ("struct_time", lambda: setattr(time.gmtime(0), "tm_year", 2)),
    ("struct_time del", lambda: delattr(time.gmtime(0), "tm_year")),
    ("pattern", lambda: setattr(re.compile("a"), "pattern", "b")),
    ("pattern.flags", lambda: setattr(re.compile("a"), "flags", 0)),
    ("pattern.groups", lambda: setattr(re.compile("a"), "groups", 0)),
    ("match.string", lambda: setattr(re.match("a", "a"), "string", "b")),
    ("match.pos", lambda: setattr(re.match("a", "a"), "pos", 1)),
    ("range.start", lambda: setattr(range(3), "start", 1)),
    ("date.year", lambda: setattr(datetime.date(2020,1,1), "year", 1)),
    ("timedelta.days", lambda: setattr(datetime.timedelta(1), "days", 1)),
    ("isocal.year", lambda: setattr(datetime.date(2020,1,1).isocalendar(), "year", 1)),
    ("str.foo", lambda: setattr("s", "foo", 1)),
    ("str.upper", lambda: setattr("s", "upper", 1)),
    ("list.append", lambda: setattr([], "append", 1)),
    ("exc.args ok", lambda: setattr(ValueError(), "args", (1,))),
    ("obj", lambda: setattr(object(), "x", 1)),
    ("deque.maxlen", lambda: setattr(collections.deque(), "maxlen", 1)),
    ("prop", lambda: setattr(collections.namedtuple("P", "x")(1), "x", 1)),
    ("type.x", lambda: setattr(int, "x", 1)),
    ("prop.fget", lambda: setattr(property(), "fget", 1)),
    ("prop.fdel del", lambda: delattr(property(), "fdel")),
    ("partial.func", lambda: setattr(functools.partial(len), "func", 1)),
    ("partial.args", lambda: setattr(functools.partial(len), "args", 1)),
    ("dd.default_factory ok", lambda: setattr(collections.defaultdict(), "default_factory", 1)),
    ("complex.imag del", lambda: delattr(1j, "imag")),
    ("match.endpos", lambda: setattr(re.match("a", "a"), "endpos", 1)),
    ("match.lastindex", lambda: setattr(re.match("a", "a"), "lastindex", 1)),
    ("struct_time.tm_zone", lambda: setattr(time.localtime(0), "tm_zone", "x")),
    ("timedelta.seconds", lambda: setattr(datetime.timedelta(1), "seconds", 1)),
    ("datetime.hour", lambda: setattr(datetime.datetime(2020,1,1), "hour", 1)),
    ("none", lambda: setattr(None, "x", 1)),
]
for name, fn in cases:
    try:
        fn(); print(name, "ok")
    except (AttributeError, TypeError) as e:
        print(name, type(e).__name__, e)
