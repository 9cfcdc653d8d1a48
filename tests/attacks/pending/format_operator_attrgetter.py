# expect: error ImportError | error AttributeError
# operator.attrgetter with a dunder path.
import operator
print(operator.attrgetter("__class__.__base__")(1))
