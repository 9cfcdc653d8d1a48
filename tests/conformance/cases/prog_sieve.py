# Sieve of Eratosthenes.
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(is_p) if p]
ps = sieve(1000)
print(len(ps), ps[:10], ps[-5:], sum(ps))
