# getattr/setattr/hasattr/delattr on objects and built-ins.
class O:
    x = 1
o = O()
print(getattr(o, "x"), getattr(o, "y", 42), hasattr(o, "x"), hasattr("s", "upper"), getattr("abc", "upper")(), getattr([], "append") is not None)
setattr(o, "y", 2)
print(o.y, getattr(o, "y"))
try:
    setattr(1, "x", 2)
except AttributeError as e:
    print(type(e), e)
try:
    getattr(o, 5)
except TypeError as e:
    print(type(e), e)
