# expect: ok
# %-formatting has no attribute traversal: '%(__class__)s' is a mapping key, nothing more.
try:
    "%(__class__)s" % {}
except KeyError as e:
    assert str(e) == "'__class__'"
print("%(__class__)s" % {"__class__": "just a key"})
