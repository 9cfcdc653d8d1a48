# expect: error AttributeError
# imports: operator
# operator.methodcaller calling __reduce__ (pickling internals, the copyreg route).
import operator
print(operator.methodcaller("__reduce_ex__", 2)([]))
