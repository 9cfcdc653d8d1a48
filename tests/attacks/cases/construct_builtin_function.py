# expect: error TypeError
# type(abs)() made a builtin function with no C function and no name: it must be refused like CPython's.
type(abs)()
