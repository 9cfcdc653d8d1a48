import time, datetime
for d, f in [("Monday March 3 2021 10:04:05 PM", "%A %B %d %Y %I:%M:%S %p"), ("wed Sep 30 99 UTC", "%a %b %d %y %Z"),
             ("2021-W05-3", "%G-W%V-%u"), ("12 am 2020 jan 1", "%I %p %Y %b %d"), ("+01:30:15.25 2020", "%z %Y"),
             ("2021 100", "%Y %j"), ("2021 10 3", "%Y %W %w"), ("2021 10 3", "%Y %U %w"), ("SEPTEMBER 5", "%B %d"),
             ("-0130", "%z"), ("Z", "%z"), ("29 2", "%d %m"), ("Friday", "%A")]:
    try:
        print(tuple(time.strptime(d, f)), datetime.datetime.strptime(d, f))
    except Exception as e:
        print(type(e).__name__, e)
