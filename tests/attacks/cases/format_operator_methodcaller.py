# expect: error AttributeError | error ImportError
# operator.methodcaller calling a dunder method.
import operator
print(operator.methodcaller("__subclasses__")(object))
