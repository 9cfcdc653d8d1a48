import time
t = time.gmtime(1700000000)
print(t)
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst)
print(t[0], t[-1], len(t), t[:3], tuple(t), list(t)[6:], t.tm_zone, t.tm_gmtoff)
print(time.localtime(0), time.localtime(0).tm_zone)
print(time.gmtime(-1), time.gmtime(1.99), time.gmtime(-1.5))
print(time.gmtime(951782400), time.gmtime(4102444800))
s = time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0))
print(s, s.tm_zone, type(t), isinstance(t, tuple))
print(t == tuple(t), t > (2000,), time.gmtime(0) < time.gmtime(1), t.count(2023), t.index(11))
y, m, d, *rest = time.gmtime(86400 * 365)
print(y, m, d, rest)
for bad in [(1, 2, 3), list(range(12))]:
    try:
        time.struct_time(bad)
    except TypeError as e:
        print(type(e), e)
print(time.timezone, time.altzone, time.daylight, time.tzname)
