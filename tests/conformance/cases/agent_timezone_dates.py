from datetime import datetime, timezone, timedelta
utc = datetime(2024, 3, 10, 15, 30, tzinfo=timezone.utc)
print(utc, utc.isoformat(), utc.tzname())
est = timezone(timedelta(hours=-5), "EST")
print(utc.astimezone(est), utc.astimezone(est).strftime("%H:%M %Z"))
ist = timezone(timedelta(hours=5, minutes=30))
print(utc.astimezone(ist), ist)
print(datetime.fromisoformat("2024-03-10T10:00:00+02:00").astimezone(timezone.utc))
print(datetime.fromtimestamp(0, tz=timezone.utc), datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp())
naive = datetime(2024, 1, 1)
try:
    print(naive < utc)
except TypeError as e:
    print("TypeError:", e)
print(utc.utcoffset(), est.utcoffset(None), utc.replace(tzinfo=None))
