from datetime import datetime, date, time
print(datetime.strptime("2024-03-15 10:20:30", "%Y-%m-%d %H:%M:%S"), datetime.strptime("15/03/24 1:05 PM", "%d/%m/%y %I:%M %p"))
print(repr(datetime.strptime("2024-03-15T10:20:30.5+0530", "%Y-%m-%dT%H:%M:%S.%f%z")), repr(datetime.strptime("10:20 UTC", "%H:%M %Z")))
print(datetime.strptime("March 5, 2023", "%B %d, %Y"), datetime.strptime("Tue, 05 Mar 2024 07:08:09", "%a, %d %b %Y %H:%M:%S"))
print(datetime.strptime("2024-060", "%Y-%j"), datetime.strptime("20240102", "%Y%m%d"), datetime.strptime("1/2/2024", "%m/%d/%Y"))
print(repr(datetime.strptime("2024-01-02 03:04:05 -08:00", "%Y-%m-%d %H:%M:%S %z")), repr(datetime.strptime("Z", "%z")))
print(datetime.strptime("12am", "%I%p"), datetime.strptime("12pm", "%I%p"), datetime.strptime(".123", ".%f").microsecond)
print(datetime.strptime("2023-W52-7", "%G-W%V-%u"), datetime.strptime("2024 0 1", "%Y %W %w"), datetime.strptime("2024 52 0", "%Y %U %w"))
for s, f in [("2024-02-30", "%Y-%m-%d"), ("2024/01/01", "%Y-%m-%d"), ("2024-01-01 extra", "%Y-%m-%d"), ("x", "%Y %q"), ("1", 1)]:
    try:
        print(datetime.strptime(s, f))
    except (ValueError, TypeError) as e:
        print(type(e), e)
logs = ["2024-05-01 08:00:00", "2024-05-01 09:30:00", "2024-05-02 07:15:00"]
stamps = [datetime.strptime(s, "%Y-%m-%d %H:%M:%S") for s in logs]
print([str(b - a) for a, b in zip(stamps, stamps[1:])], stamps[-1].strftime("%A"))
