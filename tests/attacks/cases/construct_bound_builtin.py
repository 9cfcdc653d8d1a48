# expect: error TypeError
# type([].append)() made a bound builtin with no C function, which crashed when called.
m = type([].append)()
m(1)
