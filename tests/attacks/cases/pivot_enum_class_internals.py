# expect: error AttributeError | error ImportError
# An enum class exposes its members, not a route to its metaclass's internals.
import enum
class C(enum.Enum):
    A = 1
print(C.__class__.__dict__)
