# generators: a pipeline of generator functions and a generator expression
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1


def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def squares(xs):
    for x in xs:
        yield x * x


def main():
    total = 0
    for v in squares(evens(count_up(1_000_000))):
        total += v
    total += sum(i * 3 for i in range(500_000))
    return total

print(main())
