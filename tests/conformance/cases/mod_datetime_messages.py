from datetime import datetime, date, time, timedelta, timezone

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(repr(e))

show(lambda: timedelta(1) / timedelta(0))
show(lambda: timedelta(1) // timedelta(0))
show(lambda: timedelta(1) % timedelta(0))
show(lambda: divmod(timedelta(1), timedelta(0)))
show(lambda: timedelta(1) / 0)
show(lambda: timedelta(1) // 0)
show(lambda: datetime(2020, 1, 1, fold=1, tzinfo=timezone.utc))
show(lambda: datetime(2020, 1, 1, 3, 4, 5, 6, fold=1))
show(lambda: time(1, 2, fold=1, tzinfo=timezone.utc))
show(lambda: timezone.utc.tzname(5))
show(lambda: timezone.utc.utcoffset(5))
show(lambda: timezone.utc.dst(5))
show(lambda: datetime.fromisoformat("nope"))
show(lambda: date.fromisoformat("nope"))
show(lambda: time.fromisoformat("nope"))
show(lambda: datetime.fromisoformat(5))
show(lambda: datetime.utcnow(1))
show(lambda: date.today(1))
show(lambda: datetime.now(1, 2))
show(lambda: datetime.today(1))
show(lambda: datetime.utcfromtimestamp())
show(lambda: date.fromtimestamp())
show(lambda: datetime.fromordinal())
show(lambda: timedelta(1) / 0.0)
