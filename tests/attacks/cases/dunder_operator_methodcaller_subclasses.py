# expect: error AttributeError
# imports: operator
# methodcaller("__subclasses__") on object: the classic sandbox escape.
import operator
print(operator.methodcaller("__subclasses__")(object))
