import time
t = time.gmtime(1700000000)
print(time.mktime(t), time.mktime((2024, 2, 29, 12, 0, 0, 0, 0, 0)), time.mktime((2024, 13, 1, 0, 0, 0, 0, 0, 0)))
print(time.mktime(time.localtime(123456789)), time.mktime((1969, 12, 31, 23, 59, 59, 0, 0, 0)))
print(time.asctime(t), time.asctime((2024, 1, 5, 1, 2, 3, 4, 5, 0)), time.ctime(0), time.ctime(1e9))
print(time.strftime("%Y-%m-%d %H:%M:%S %a %A %b %B %j %U %W %w %y %Z %z %p %I %%", t))
print(time.strftime("%c | %x | %X | %D | %e | %T | %R | %h | %C | %G-%V-%u", t))
print(time.strftime("%Y", (2024, 1, 1, 0, 0, 0, 0, 1, 0)), time.strftime("[%Z|%z]", (2024, 1, 1, 0, 0, 0, 0, 1, -1)))
print(time.strftime("%Y-%m-%d", (2024, 0, 0, 0, 0, 0, 0, 0, 0)), time.strftime("", t), time.strftime("no directives", t))
print(time.strftime("%d/%m/%Y %H:%M", time.localtime(86400 * 1000)))
for bad in [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0),
            (2024, 1, 1, 0, 60, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 62, 0, 1, 0), (2024, 1, 1), "x"]:
    try:
        print(time.strftime("%Y", bad))
    except (ValueError, TypeError) as e:
        print(type(e), e)
