# exceptions: raise and catch in a loop, a custom exception class, try/finally
class Odd(ValueError):
    pass


def check(i):
    if i % 2:
        raise Odd(i)
    return i


def main():
    caught = 0
    total = 0
    for i in range(300_000):
        try:
            total += check(i)
        except Odd as e:
            caught += 1
        finally:
            total += 1
    d = {}
    for i in range(200_000):
        try:
            total += d[i]
        except KeyError:
            total -= 1
    return caught, total

print(main())
