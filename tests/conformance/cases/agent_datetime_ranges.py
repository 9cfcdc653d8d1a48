from datetime import date, timedelta
import calendar

start = date(2024, 1, 29)
end = date(2024, 2, 5)
days = []
cur = start
while cur <= end:
    days.append(cur)
    cur += timedelta(days=1)
print([d.isoformat() for d in days])
weekdays = [d for d in days if d.weekday() < 5]
print(len(weekdays), [calendar.day_name[d.weekday()] for d in weekdays][:3])
print(calendar.monthrange(2024, 2), calendar.isleap(2024), calendar.isleap(1900))
print(calendar.month_name[2], calendar.month_abbr[12])

def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    last = calendar.monthrange(y, m)[1]
    return d.replace(year=y, month=m, day=min(d.day, last))

print(add_months(date(2024, 1, 31), 1), add_months(date(2024, 11, 30), 3))
age = lambda born, today: today.year - born.year - ((today.month, today.day) < (born.month, born.day))
print(age(date(1990, 6, 15), date(2024, 6, 14)), age(date(1990, 6, 15), date(2024, 6, 15)))
print((date(2024, 12, 25) - date(2024, 1, 1)).days)
print(date(2024, 3, 10).isocalendar()[1], date(2024, 3, 10).toordinal())
