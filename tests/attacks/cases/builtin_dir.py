# expect: error AttributeError
# dir() lists names, dunders included, but a name it lists is read through the dunder
# policy like any other: __reduce_ex__ stays refused.
names = dir(1)
assert "__reduce_ex__" in names and "__subclasshook__" in names
getattr(1, names[names.index("__reduce_ex__")])
