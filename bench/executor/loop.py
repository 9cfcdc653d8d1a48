# a while loop summing integers, inside a function (fast locals)
def main():
    s = 0
    i = 0
    while i < 10_000_000:
        s += i
        i += 1
    return s

print(main())
