# Slices with steps, negative indices, and out-of-range bounds.
s = "0123456789"
print(s[2:5], s[:3], s[7:], s[-3:], s[:-3], s[::2], s[1::2], s[::-1], s[::-2], s[8:2:-2])
print(s[-1:-4:-1], s[100:], s[-100:3], s[3:3], s[5:2], s[::3], s[9:0:-3], s[None:None:None])
print(s[slice(1, 8, 3)], s[slice(None, None, -4)], s[len(s):], s[-len(s)])
try:
    s[::0]
except ValueError as e:
    print(type(e), e)
