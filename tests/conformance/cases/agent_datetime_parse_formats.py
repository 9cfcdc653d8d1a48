from datetime import datetime, date, time, timedelta
fmts = ["%Y-%m-%d", "%d/%m/%Y", "%B %d, %Y", "%b %d %Y", "%Y%m%d", "%d-%b-%y"]
raw = ["2024-03-05", "05/03/2024", "March 5, 2024", "Mar 5 2024", "20240305", "05-Mar-24", "bad"]
def parse(s):
    for f in fmts:
        try:
            return datetime.strptime(s, f).date()
        except ValueError:
            pass
    return None
print([parse(s) for s in raw])
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
d = datetime(2024, 2, 29, 13, 5, 9, 123456)
print(d.strftime("%I:%M %p"), d.strftime("%y%m%d-%H%M%S.%f"), d.isoformat(timespec="seconds"), d.microsecond)
print(d.replace(year=2025, day=28), d.timetuple().tm_yday, d.weekday(), d.strftime("%%"))
print(time(9, 30), time(23, 59, 59).isoformat(), time.fromisoformat("10:20"), datetime.min, date.max)
print(datetime(2024, 1, 1) < datetime(2024, 1, 2), max(date(2020, 1, 1), date(2019, 12, 31)), date(2024, 1, 1) == datetime(2024, 1, 1).date())
print(sorted([datetime(2024, 1, 2, 3), datetime(2024, 1, 2), datetime(2023, 5, 5)]))
print(repr(datetime(2024, 1, 2, 3, 4)), repr(date(2024, 1, 2)), repr(timedelta(days=2, seconds=5)))
print(date.today() > date(2020, 1, 1), (datetime.now() - datetime.now()).days <= 0)
