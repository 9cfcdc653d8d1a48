from fractions import Fraction
# exact harmonic numbers and an Egyptian fraction decomposition
h = Fraction(0)
for n in range(1, 21):
    h += Fraction(1, n)
print(h, float(h))
def egyptian(f):
    out = []
    while f.numerator:
        d = -(-f.denominator // f.numerator)
        out.append(Fraction(1, d))
        f -= Fraction(1, d)
    return out
print(egyptian(Fraction(4, 13)), egyptian(Fraction(5, 121))[:3])
# continued fraction expansion of sqrt(2) convergents
c = Fraction(1)
for _ in range(10):
    c = 1 + 1 / (1 + c)
print(c, float(c), c * c - 2)
# probability of at least one six in four rolls
p = 1 - Fraction(5, 6) ** 4
print(p, round(float(p), 6), p > Fraction(1, 2))
prices = [Fraction("19.99"), Fraction("5.01"), Fraction("0.10")]
print(sum(prices), float(sum(prices)), sum(prices) / len(prices))
