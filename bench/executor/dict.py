# dict insert and lookup: int keys in order, scrambled lookups, str keys
def main():
    n = 1_000_000
    d = {}
    for i in range(n):
        d[i] = i
    s = 0
    for i in range(n):
        s += d[(i * 7919) % n]
    names = {}
    for i in range(200_000):
        names["key" + str(i)] = i
    for i in range(200_000):
        s += names["key" + str(i)]
    return s

print(main())
