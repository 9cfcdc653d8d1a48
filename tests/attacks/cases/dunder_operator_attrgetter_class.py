# expect: error AttributeError
# imports: operator
# operator.attrgetter reaching a dunder: the same refusal as x.__class__.
import operator
print(operator.attrgetter("__class__")(1))
