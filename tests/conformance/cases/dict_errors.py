# KeyError and friends.
d = {"a": 1}
try:
    d["b"]
except KeyError as e:
    print(type(e), e, repr(e), e.args)
try:
    d.pop("b")
except KeyError as e:
    print(type(e), e)
try:
    {}.popitem()
except KeyError as e:
    print(type(e), e)
try:
    del d["zz"]
except KeyError as e:
    print(type(e), e)
try:
    d[[1]] = 2
except TypeError as e:
    print(type(e), e)
try:
    {1: 2}[(1, [2])]
except TypeError as e:
    print(type(e), e)
try:
    d[(1, 2)]
except KeyError as e:
    print(type(e), e)
try:
    d[""]
except KeyError as e:
    print(type(e), e)
