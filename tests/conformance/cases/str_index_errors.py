# Index errors and immutability of str.
s = "abc"
try:
    s[3]
except IndexError as e:
    print(type(e), e)
try:
    s[-4]
except IndexError as e:
    print(type(e), e)
try:
    s[0] = "x"
except TypeError as e:
    print(type(e), e)
try:
    s["a"]
except TypeError as e:
    print(type(e), e)
try:
    del s[0]
except TypeError as e:
    print(type(e), e)
print(s[10:], s[-10:2], s[2:1], repr(s[5:10]))
