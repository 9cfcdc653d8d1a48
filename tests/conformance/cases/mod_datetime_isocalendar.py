import datetime as dt
c = dt.date(2021, 1, 3).isocalendar()
print(c, c.year, c.week, c.weekday, tuple(c), c[0], len(c), hash(c) == hash((2020, 53, 7)), type(c).__name__)
print(dt.datetime(9999, 12, 31).isocalendar(), dt.date(1, 1, 1).isocalendar())
y, w, d = dt.date(2024, 2, 29).isocalendar()
print(y, w, d)
