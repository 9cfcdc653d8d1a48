# closures: a counter made by a factory, nested functions reading and writing cells
def make_counter(step):
    count = 0

    def bump():
        nonlocal count
        count += step
        return count

    return bump


def compose(f, g):
    return lambda x: f(g(x))


def main():
    total = 0
    for k in range(2_000):
        c = make_counter(k % 5 + 1)
        for _ in range(200):
            total += c()
    inc = compose(lambda v: v + 1, lambda v: v * 2)
    for i in range(300_000):
        total += inc(i)
    return total

print(main())
