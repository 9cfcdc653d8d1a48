# NoneType, NotImplementedType and ellipsis: calling one gives its one instance back.
for t in (type(None), type(NotImplemented), type(...)):
    print(t.__name__, t() is t())
    for a, k in (((1,), {}), ((), {"a": 1})):
        try:
            t(*a, **k)
        except TypeError as e:
            print(e)
