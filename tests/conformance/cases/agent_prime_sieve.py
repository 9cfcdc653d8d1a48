def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(is_p[i * i::i])
    return [i for i, p in enumerate(is_p) if p]
primes = sieve(100)
print(primes, len(sieve(10000)))
def factorize(n):
    f, d = [], 2
    while d * d <= n:
        while n % d == 0:
            f.append(d)
            n //= d
        d += 1
    if n > 1:
        f.append(n)
    return f
print(factorize(360), factorize(97), factorize(2 ** 31 - 1), factorize(600851475143))
from collections import Counter
print(" * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(Counter(factorize(360)).items())))
print(sum(p for p in primes if p < 50), [p for p in primes if p + 2 in primes])
