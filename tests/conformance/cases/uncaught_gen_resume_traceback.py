# traceback: full
def numbers(n):
    i = 0
    while i < n:
        yield 10 // (n - i - 1)
        i += 1


def doubled(xs):
    for x in xs:
        if x:
            yield x * 2


print(list(doubled(numbers(3))))
