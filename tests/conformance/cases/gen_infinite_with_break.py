# Infinite generators consumed partially.
def naturals():
    n = 0
    while True:
        yield n
        n += 1
for n in naturals():
    if n * n > 50:
        break
print(n)
def primes():
    found = []
    for n in naturals():
        if n > 1 and all(n % p for p in found):
            found.append(n)
            yield n
gp = primes()
print([next(gp) for _ in range(15)])
