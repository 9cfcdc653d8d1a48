# expect: error TypeError
# imports: itertools
# type(itertools.tee(x)[0])() made a tee with no shared buffer, which crashed on next().
import itertools
t = type(itertools.tee([1])[0])()
next(t)
