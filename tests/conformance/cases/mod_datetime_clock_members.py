import datetime as dt
for t in [dt.time(), dt.time(0, 0, 0, 0), dt.time(1, 2, 3, 4, tzinfo=dt.timezone.utc, fold=1), dt.datetime(2020, 1, 2, 3, 4, 5, 6, fold=1)]:
    print(bool(t), t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold)
