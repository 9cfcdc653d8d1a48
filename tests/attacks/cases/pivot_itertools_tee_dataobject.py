# expect: error AttributeError
# itertools internals: the tee data object and its buffer stay out of reach.
import itertools
a, b = itertools.tee([1, 2])
print(a._data)
