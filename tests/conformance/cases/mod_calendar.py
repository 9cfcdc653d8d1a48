import calendar
from calendar import monthrange, isleap

print(calendar.isleap(2024), isleap(1900), isleap(2000), isleap(2023))
print(calendar.leapdays(1900, 2024), calendar.leapdays(2024, 2025), calendar.leapdays(2000, 2000))
print(calendar.weekday(2024, 2, 29), calendar.weekday(1970, 1, 1), calendar.weekday(12000, 1, 1))
print(monthrange(2024, 2), monthrange(2023, 2), monthrange(2021, 12), monthrange(1900, 2))
print(calendar.monthcalendar(2024, 2))
print(calendar.monthcalendar(2023, 10))
print(list(calendar.month_name), list(calendar.month_abbr))
print(list(calendar.day_name), calendar.day_abbr[0], calendar.day_name[-1], calendar.month_name[1:4])
print(len(calendar.month_name), len(calendar.day_abbr), calendar.MONDAY, calendar.SUNDAY)
print(calendar.month(2024, 2))
print(calendar.month(2023, 12, 3, 2))
print(calendar.TextCalendar(calendar.SUNDAY).formatmonth(2025, 3))
print(calendar.calendar(2024))
print(calendar.TextCalendar().formatyear(2023, 2, 1, 2, 4))
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.timegm((1969, 12, 31, 23, 59, 59, 0, 0, 0)))
cal = calendar.Calendar(firstweekday=6)
print(list(cal.iterweekdays()), cal.getfirstweekday())
print(cal.monthdayscalendar(2024, 3)[0], list(cal.itermonthdays2(2024, 3))[:8])
print([d.isoformat() for d in cal.itermonthdates(2024, 3)][:3])
print(list(cal.itermonthdays3(2024, 3))[-2:], list(cal.itermonthdays4(2024, 3))[0])
print(len(cal.yeardayscalendar(2024)), len(cal.yeardatescalendar(2024, 4)[0]))
print(calendar.firstweekday(), calendar.weekheader(3), calendar.week([(1, 0), (2, 1), (0, 2)], 3))
for bad in (lambda: monthrange(2024, 13), lambda: calendar.setfirstweekday(9)):
    try:
        bad()
    except ValueError as e:
        print(type(e), e)
try:
    calendar.month(2024, 0)
except calendar.IllegalMonthError as e:
    print("IllegalMonthError", e, e.month)
calendar.prmonth(2021, 7)
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.monthcalendar(2024, 6)[0])
calendar.setfirstweekday(0)
days_in_month = {calendar.month_name[m]: monthrange(2024, m)[1] for m in range(1, 13)}
print(days_in_month)
