from datetime import datetime, timedelta
events = [
    ("login", "2024-03-01 08:55:00"),
    ("build", "2024-03-01 09:10:30"),
    ("deploy", "2024-03-01 11:45:10"),
    ("logout", "2024-03-01 17:02:59"),
]
times = [(n, datetime.strptime(t, "%Y-%m-%d %H:%M:%S")) for n, t in events]
for (a, ta), (b, tb) in zip(times, times[1:]):
    delta = tb - ta
    h, rem = divmod(int(delta.total_seconds()), 3600)
    m, s = divmod(rem, 60)
    print(f"{a:>6} -> {b:<6} {h}h{m:02d}m{s:02d}s  ({delta})")
total = times[-1][1] - times[0][1]
print(total, total.seconds, total // timedelta(minutes=1), total / timedelta(hours=1))
print(timedelta(days=1, hours=25), timedelta(weeks=2) - timedelta(days=3), timedelta(minutes=90) * 2)
print(abs(timedelta(days=-2)), timedelta(seconds=3.5), max(timedelta(1), timedelta(hours=30)))
deadline = datetime(2024, 3, 1, 12)
print([n for n, t in times if t < deadline])
print(datetime(2024, 1, 1).strftime("%a %d %b %Y"), datetime(2024, 12, 31, 23, 59).isoformat(sep=" "))
print(datetime.combine(datetime(2024, 1, 1).date(), datetime(2000, 1, 1, 9, 30).time()))
