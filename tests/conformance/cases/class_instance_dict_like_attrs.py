# getattr/setattr/hasattr/delattr with non-dunder names.
class Cfg:
    debug = False
c = Cfg()
setattr(c, "level", 3)
print(getattr(c, "level"), getattr(c, "missing", "default"), hasattr(c, "debug"), hasattr(c, "nope"))
delattr(c, "level")
print(hasattr(c, "level"))
try:
    getattr(c, "missing")
except AttributeError as e:
    print(type(e), e)
for name in ("a", "b"):
    setattr(c, name, name * 2)
print(c.a, c.b, getattr(Cfg, "debug"))
