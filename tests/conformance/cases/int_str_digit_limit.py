# CPython refuses str() of ints with more than 4300 digits, and int() of such strings.
ok = 10 ** 4299
print(len(str(ok)))
big = 10 ** 4300
try:
    s = str(big)
    print("no error", len(s))
except ValueError as e:
    print("ValueError:", e)
try:
    int("1" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(len(str(int("9" * 4300))))
try:
    print(big)
except ValueError as e:
    print("print ValueError:", e)
print(hex(big)[:10], len(hex(big)))
