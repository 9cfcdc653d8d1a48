# expect: error AttributeError
# imports: operator
# A dotted attrgetter path whose later part is a dunder (A03-style pivot to object).
import operator
print(operator.attrgetter("real.__class__.__base__")(1))
