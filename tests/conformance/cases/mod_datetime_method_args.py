import datetime as dt
d = dt.date(2020, 5, 17)
t = dt.time(1, 2, 3)
x = dt.datetime(2020, 5, 17, 1, 2, 3)
calls = {
    'date.strftime': [lambda: d.strftime(), lambda: d.strftime('%Y', 1), lambda: d.strftime(fmt='%Y'), lambda: d.strftime(format='%Y'), lambda: d.strftime('%Y', format='%Y')],
    'date.replace': [lambda: d.replace(1, 2, 3, 4), lambda: d.replace(yr=1), lambda: d.replace(2021, year=2022), lambda: d.replace(day=1)],
    'fromisocalendar': [lambda: dt.date.fromisocalendar(2020, 1), lambda: dt.date.fromisocalendar(2020, 1, 2, 3), lambda: dt.date.fromisocalendar(year=2020, week=1, day=1), lambda: dt.date.fromisocalendar(2020, 1, dy=1)],
    'time.isoformat': [lambda: t.isoformat('seconds', 1), lambda: t.isoformat(spec='x'), lambda: t.isoformat(timespec='minutes'), lambda: t.isoformat('hours')],
    'time.replace': [lambda: t.replace(1, 2, 3, 4, None, 5), lambda: t.replace(hr=1), lambda: t.replace(fold=1).fold, lambda: t.replace(4, hour=5)],
    'time.strftime': [lambda: t.strftime(), lambda: t.strftime('%H', 2), lambda: t.strftime(format='%H')],
    'dt.isoformat': [lambda: x.isoformat('T', 'auto', 1), lambda: x.isoformat(sep=' '), lambda: x.isoformat(timespec='hours', sep='_'), lambda: x.isoformat(spe=1)],
    'dt.replace': [lambda: x.replace(1, 2, 3, 4, 5, 6, 7, None, 9), lambda: x.replace(yr=1), lambda: x.replace(year=2000)],
    'dt.strftime': [lambda: x.strftime(), lambda: x.strftime(format='%Y')],
    'astimezone': [lambda: x.astimezone(1, 2), lambda: x.astimezone(zone=None), lambda: x.astimezone(tz=dt.timezone.utc).tzinfo, lambda: x.astimezone(5)],
    'now': [lambda: dt.datetime.now(1, 2), lambda: dt.datetime.now(zone=None), lambda: type(dt.datetime.now(tz=None)), lambda: dt.datetime.now(5)],
    'fromtimestamp': [lambda: dt.datetime.fromtimestamp(), lambda: dt.datetime.fromtimestamp(0, None, 1), lambda: dt.datetime.fromtimestamp(ts=0), lambda: dt.datetime.fromtimestamp(timestamp=0, tz=dt.timezone.utc), lambda: dt.datetime.fromtimestamp(0, timestamp=1), lambda: dt.datetime.fromtimestamp(0, 5)],
    'combine': [lambda: dt.datetime.combine(d), lambda: dt.datetime.combine(d, t, None, 1), lambda: dt.datetime.combine(date=d, time=t), lambda: dt.datetime.combine(d, t, tzinfo=dt.timezone.utc), lambda: dt.datetime.combine(d, t, tz=None), lambda: dt.datetime.combine(1, t)],
    'utcfromtimestamp': [lambda: dt.datetime.utcfromtimestamp(), lambda: dt.datetime.utcfromtimestamp(0, 1), lambda: dt.datetime.utcfromtimestamp(ts=0)],
}
for name, fs in calls.items():
    for f in fs:
        try:
            print(name, f())
        except Exception as e:
            print(name, type(e).__name__, e)
