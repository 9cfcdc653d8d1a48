# None: identity, truth, comparisons, repr.
x = None
print(x, repr(x), str(x), x is None, x is not None, x == None, bool(x), [None], {None: None})
print(type(None), None == 0, None == False, None == "", None != None)
try:
    None < 1
except TypeError as e:
    print(type(e), e)
try:
    None + 1
except TypeError as e:
    print(type(e), e)
try:
    None()
except TypeError as e:
    print(type(e), e)
try:
    None.foo
except AttributeError as e:
    print(type(e), e)
def f():
    pass
print(f(), f() is None, [f() for _ in range(2)])
