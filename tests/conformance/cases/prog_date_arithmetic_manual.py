# Day-of-week and days-between computed by hand.
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
def day_of_year(y, m, d):
    days = [31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return sum(days[: m - 1]) + d
def days_from_epoch(y, m, d):
    return sum(366 if is_leap(yy) else 365 for yy in range(1970, y)) + day_of_year(y, m, d) - 1
names = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
for date in ((1970, 1, 1), (2000, 2, 29), (2024, 12, 25)):
    n = days_from_epoch(*date)
    print(date, n, names[n % 7])
