# isqrt-based primality and a sieve.
import math
def is_prime(n):
    if n < 2:
        return False
    for d in range(2, math.isqrt(n) + 1):
        if n % d == 0:
            return False
    return True
print([n for n in range(60) if is_prime(n)], is_prime(2 ** 31 - 1), is_prime(10 ** 9 + 8))
