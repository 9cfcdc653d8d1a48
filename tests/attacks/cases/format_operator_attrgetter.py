# expect: error AttributeError | error ImportError
# operator.attrgetter with a dunder path.
import operator
print(operator.attrgetter("__class__.__base__")(1))
