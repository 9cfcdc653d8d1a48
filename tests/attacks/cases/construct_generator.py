# expect: error TypeError
# type(g)() of a generator made one with no frame, which crashed on next().
g = type(x for x in [])()
next(g)
