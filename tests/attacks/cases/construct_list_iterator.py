# expect: error TypeError
# type(iter([1]))() made a list iterator with no list, which crashed on next().
it = type(iter([1]))()
next(it)
