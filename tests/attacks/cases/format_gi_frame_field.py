# expect: error AttributeError
# A08 through a format field: generator frames do not exist.
g = (x for x in [0])
print("{0.gi_frame.f_locals}".format(g))
