# decimal.getcontext/setcontext check their arguments in the method table (METH_NOARGS, METH_O)
import decimal
for f, a, k in [(decimal.getcontext, (1,), {}), (decimal.getcontext, (), {"x": 1}), (decimal.setcontext, (), {}),
                (decimal.setcontext, (1, 2), {}), (decimal.setcontext, (), {"x": 1}), (decimal.setcontext, (1,), {})]:
    try:
        f(*a, **k)
        print("ok")
    except TypeError as e:
        print(e)
c = decimal.Context(prec=5)
decimal.setcontext(c)
print(decimal.getcontext().prec, decimal.Decimal(1) / decimal.Decimal(7))
with decimal.localcontext() as lc:
    lc.prec = 3
    print(decimal.Decimal(1) / decimal.Decimal(7))
print(decimal.Decimal(1) / decimal.Decimal(7))
