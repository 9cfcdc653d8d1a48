# Traceback objects kept after their handler ends still read their exception's entries.
def f(n):
    if n == 0:
        raise ValueError("deep")
    f(n - 1)
tbs = []
for i in range(3):
    try:
        f(2)
    except ValueError as e:
        tb = e.__traceback__
        tbs.append(tb)
        n = 0
        while tb is not None:
            n += 1
            last = tb.tb_lineno
            tb = tb.tb_next
        print(n, last)
print(len(tbs), tbs[0].tb_next.tb_lineno)
