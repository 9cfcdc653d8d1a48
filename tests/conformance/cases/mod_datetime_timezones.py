from datetime import datetime, timedelta, timezone, tzinfo, time
import datetime as dtm
aware = datetime(2024, 6, 1, 12, 0, tzinfo=timezone(timedelta(hours=2), "CEST"))
print(aware, repr(aware), aware.utcoffset(), aware.tzname(), aware.dst(), aware.astimezone(timezone.utc), aware.timestamp())
print(aware.strftime("%Y-%m-%d %H:%M %z %Z"), aware.isoformat(), aware.utctimetuple(), aware == datetime(2024, 6, 1, 10, tzinfo=timezone.utc))
print(aware - datetime(2024, 6, 1, tzinfo=timezone.utc), datetime(2024, 1, 1).astimezone(), repr(datetime(2024, 1, 1).astimezone()))
print(timezone.utc, repr(timezone.utc), timezone(timedelta(hours=5, minutes=30)), repr(timezone(timedelta(hours=-3), "BRT")), timezone.min, timezone.max)
print(timezone(timedelta(0)) is timezone.utc, timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), "x"), timezone.utc.utcoffset(None), timezone.utc.tzname(None))
print(dtm.MINYEAR, dtm.MAXYEAR, dtm.UTC, isinstance(aware, dtm.date), isinstance(timezone.utc, tzinfo), type(aware), type(timezone.utc))
tokyo = timezone(timedelta(hours=9), "JST")
ny = timezone(timedelta(hours=-5), "EST")
t0 = datetime(2024, 3, 1, 15, 30, tzinfo=tokyo)
print(t0.astimezone(ny), t0.astimezone(ny).tzname(), t0.astimezone(timezone.utc).isoformat(), t0.astimezone(tokyo) is t0)
print(repr(timezone(timedelta(seconds=-1))), timezone(timedelta(seconds=90)), timezone(timedelta(microseconds=1)), timezone(-timedelta(hours=23, minutes=59)))
print(str(timezone(timedelta(hours=-8))), timezone(timedelta(hours=3)).tzname(None), timezone(timedelta(hours=3), "MSK").tzname(datetime(2024, 1, 1)))
print(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp(), datetime(2024, 1, 1, tzinfo=tokyo).timestamp(), datetime.fromtimestamp(0, ny))
print(datetime(2024, 1, 1, tzinfo=tokyo) < datetime(2024, 1, 1, tzinfo=timezone.utc), sorted([datetime(2024, 1, 1, tzinfo=ny), datetime(2024, 1, 1, 10, tzinfo=tokyo)]))
print(timezone.utc.fromutc(datetime(2024, 1, 1, tzinfo=timezone.utc)), tokyo.fromutc(datetime(2024, 1, 1, tzinfo=tokyo)), tokyo.dst(None))
for bad in [lambda: tokyo.fromutc(datetime(2024, 1, 1)), lambda: tokyo.utcoffset(5), lambda: timezone(timedelta(days=2)),
            lambda: datetime(2024, 1, 1).astimezone(5), lambda: timezone("x"), lambda: datetime(2024, 1, 1, tzinfo=5)]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e), e)
