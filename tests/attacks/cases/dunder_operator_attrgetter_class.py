# expect: ok
# imports: operator
# operator.attrgetter reaching a dunder: the same guard as x.__class__.
import operator
print(operator.attrgetter("__class__")(1))
