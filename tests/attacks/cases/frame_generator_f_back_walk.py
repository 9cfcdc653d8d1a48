# expect: error AttributeError
# A09: a running generator walks up the host's frames with f_back.
g = (g.gi_frame.f_back for _ in [0])
print(next(g))
