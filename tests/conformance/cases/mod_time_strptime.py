import time
print(time.strptime("2024-03-15 10:20:30", "%Y-%m-%d %H:%M:%S"))
print(time.strptime("15 Mar 2024", "%d %b %Y")[:3], time.strptime("Friday March 15 2024", "%A %B %d %Y")[:7])
print(time.strptime("12:30 PM", "%I:%M %p")[3:5], time.strptime("12:30 am", "%I:%M %p")[3:5], time.strptime("1:05 pm", "%I:%M %p")[3:5])
print(time.strptime("+0530", "%z").tm_gmtoff, time.strptime("-07:00", "%z").tm_gmtoff, time.strptime("Z", "%z").tm_gmtoff)
print(time.strptime("UTC", "%Z").tm_isdst, time.strptime("gmt", "%Z").tm_zone)
print(time.strptime("2024 10 3", "%Y %U %w")[:3], time.strptime("2024 10 3", "%Y %W %w")[:3], time.strptime("2024 100", "%Y %j")[:3])
print(time.strptime("2024-W10-3", "%G-W%V-%u")[:3], time.strptime("2021 1 1", "%G %V %u")[:3])
print(time.strptime("Thu Nov 23 04:13:20 2023")[:6])
print(time.strptime("24", "%y")[0], time.strptime("69", "%y")[0], time.strptime("68", "%y")[0])
print(time.strptime("123", "%m%d")[1:3], time.strptime("1231", "%m%d")[1:3], time.strptime("2024021", "%Y%m%d")[:3])
print(time.strptime("2024  -  1", "%Y - %m")[:2], time.strptime("MARCH", "%B")[1], time.strptime("feb 29", "%b %d")[:3])
print(time.strptime("11/23/23 08:15:00", "%x %X")[:6], time.strptime("100%", "%j%%")[7])
for a, f in [("2024-13-01", "%Y-%m-%d"), ("2024-02-30", "%Y-%m-%d"), ("2024-01-01x", "%Y-%m-%d"),
             ("abc", "%Q"), ("a", "%"), ("2024", "%Y %"), (5, "%Y"), ("2024", 5), ("0000", "%Y"),
             ("2024 1", "%G %V"), ("2024 1 1", "%Y %V %u"), ("+05:3", "%z"), ("", "%Y")]:
    try:
        print(time.strptime(a, f))
    except (ValueError, TypeError) as e:
        print(type(e), e)
