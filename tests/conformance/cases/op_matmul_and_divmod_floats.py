# divmod and the identity a == (a // b) * b + a % b.
for a in (7, -7, 7.5, -7.5):
    for b in (2, -2, 0.5):
        q, r = divmod(a, b)
        print(a, b, q, r, q * b + r == a)
