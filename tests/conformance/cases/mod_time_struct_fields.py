import time
t = time.gmtime(0)
print(t.n_fields, t.n_sequence_fields, t.n_unnamed_fields, t.tm_zone, t.tm_gmtoff, t.tm_year, t.tm_isdst)
print(time.struct_time.n_fields, time.struct_time.n_sequence_fields, time.struct_time.n_unnamed_fields)
print(t == tuple(t), tuple(t) == t, t < (1971,), (1969,) < t, t != t, t <= t, t == time.gmtime(0), t == time.gmtime(1))
print([x for x in dir(t) if x.startswith('tm_') or x.startswith('n_')])
for f in [lambda: t.foo, lambda: setattr(t, 'foo', 1)]:
    try: f()
    except AttributeError as e: print(e)
s = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0))
print(s, s.tm_zone, s.tm_gmtoff, len(s), s[0], s[-1], hash(s) == hash(tuple(s)))
s = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0, 'X', 60))
print(s, s.tm_zone, s.tm_gmtoff, list(s))
