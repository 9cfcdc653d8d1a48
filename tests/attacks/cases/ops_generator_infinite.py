# expect: ops
# An infinite generator consumed by list().
def naturals():
    n = 0
    while True:
        yield n
        n += 1
for _ in naturals():
    pass
