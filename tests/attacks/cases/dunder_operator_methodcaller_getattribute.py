# expect: error AttributeError
# imports: operator
# methodcaller("__getattribute__", "__class__") reaches a dunder through a dunder.
import operator
print(operator.methodcaller("__getattribute__", "__class__")(1))
