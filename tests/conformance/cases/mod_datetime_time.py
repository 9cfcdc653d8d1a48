from datetime import time, timezone, timedelta
t = time(14, 30, 15, 250)
print(t, repr(t), t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold, t.isoformat(), t.isoformat("minutes"), t.isoformat(timespec="milliseconds"))
print(t.isoformat("hours"), t.isoformat("seconds"), t.isoformat("microseconds"), time(1, 2, 3, 999).isoformat("milliseconds"))
print(time(), repr(time(1)), repr(time(1, 2, 3)), time(23, 59, 59, 999999), t.replace(hour=1), t.strftime("%H:%M:%S.%f %p %I"), f"{t:%H.%M}")
print(time(10, tzinfo=timezone.utc), repr(time(10, tzinfo=timezone.utc)), time(10, tzinfo=timezone(timedelta(hours=-5))).isoformat())
print(time(1) < time(2), time(12) == time(12, 0), time.min, time.max, time.resolution, time.fromisoformat("04:23:01.000384"), bool(time(0)))
print(repr(time(1, fold=1)), repr(time(1, tzinfo=timezone.utc, fold=1)), time(5, tzinfo=timezone.utc).utcoffset(), time(5).utcoffset(), time(5, tzinfo=timezone.utc).tzname())
print(time(12, tzinfo=timezone.utc) == time(13, tzinfo=timezone(timedelta(hours=1))), time(12) == time(12, tzinfo=timezone.utc))
print(time.fromisoformat("T10:20"), time.fromisoformat("102030"), time.fromisoformat("10:20:30+05:00"), time.fromisoformat("10:20:30.1Z"))
print(sorted([time(5), time(1, 30), time(23)]), time(7, 8).strftime("%Y-%m-%d %H:%M %z"), time(7, 8, tzinfo=timezone.utc).strftime("%z %Z"))
try:
    time(1) < time(2, tzinfo=timezone.utc)
except TypeError as e:
    print(type(e), e)
