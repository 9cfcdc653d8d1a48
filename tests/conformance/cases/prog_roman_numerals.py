# Roman numeral conversion both ways.
PAIRS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    out = ""
    for v, s in PAIRS:
        while n >= v:
            out += s
            n -= v
    return out
def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        total += -vals[a] if b != " " and vals[a] < vals[b] else vals[a]
    return total
print([to_roman(n) for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999)])
print(all(from_roman(to_roman(n)) == n for n in range(1, 4000)))
