# The evaluator's fast path for two floats uses float's own arithmetic: every operator, the
# signs of // and %, zero divisors, infinities and NaN, a complex power, an operator floats lack.
xs = [1.5, -2.25, 0.0, -0.0, 3.0, 1e308, float('inf'), float('nan')]
for a in xs:
    for b in xs:
        row = []
        for op in ('+', '-', '*', '/', '//', '%', '**'):
            try:
                r = eval(f'a {op} b') if False else {'+': lambda: a + b, '-': lambda: a - b, '*': lambda: a * b, '/': lambda: a / b, '//': lambda: a // b, '%': lambda: a % b, '**': lambda: a ** b}[op]()
                row.append(repr(r))
            except Exception as e:
                row.append(type(e).__name__)
        print(a, b, ' '.join(row))
print((-8.0) ** (1/3))
try:
    print(1.0 << 2.0)
except TypeError as e:
    print(e)
x = 2.5
x **= 2.0; x //= 0.5; print(x)
