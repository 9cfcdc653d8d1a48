# expect: error AttributeError
# A08: g.gi_frame.f_locals exposed smolagents' live authorized_imports list (RCE).
g = (x for x in [0])
print(g.gi_frame.f_locals)
