from datetime import datetime, date, timedelta

d = datetime(2024, 3, 15, 14, 30, 0)
print(d.isoformat())
print(d.strftime("%Y-%m-%d %H:%M"), d.strftime("%A, %B %d, %Y"), d.strftime("%j %U %w %a %b %I %p"))
later = d + timedelta(days=20, hours=12)
print(later, later.weekday(), later.isoweekday())
print((later - d).total_seconds(), (later - d).days, later - d)
parsed = datetime.strptime("2023-12-31 23:59:59", "%Y-%m-%d %H:%M:%S")
print(parsed + timedelta(seconds=1))
print(date(2024, 2, 28) + timedelta(days=1), date(2023, 2, 28) + timedelta(days=1))
print(date.fromisoformat("2024-07-04").strftime("%d/%m/%y"))
print(datetime.fromisoformat("2024-01-02T03:04:05").replace(hour=0))
dates = ["2024-05-01", "2023-11-20", "2024-01-15"]
print(sorted(dates, key=lambda s: datetime.strptime(s, "%Y-%m-%d")))
print(repr(timedelta(hours=-1)), str(timedelta(days=-1, seconds=5)))
print(d.date(), d.time(), d.year, d.month, d.day, d.hour, d.minute)
print(f"{d:%Y/%m/%d}")
