# a list comprehension and a sort, then sorted() with a key function
def main():
    n = 1_000_000
    xs = [(i * 7919) % 1_000_003 for i in range(n)]
    xs.sort()
    ys = sorted(xs[:200_000], key=lambda v: -v)
    return xs[n // 2] + ys[0]

print(main())
