# expect: error TypeError
# object.__new__ of an internal type must refuse it too, as CPython does.
object.__new__(type(iter([1])))
