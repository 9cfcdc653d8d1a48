# expect: error TypeError
# type(lambda: 0)() made a function with no code object, which crashed when called.
f = type(lambda: 0)()
f()
