# expect: error ImportError | error AttributeError
# operator.methodcaller calling a dunder method.
import operator
print(operator.methodcaller("__subclasses__")(object))
