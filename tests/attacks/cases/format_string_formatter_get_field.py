# expect: error AttributeError | error ImportError
# A07: string.Formatter().get_field returned live objects (full RCE when string was allowed).
import string
obj, _ = string.Formatter().get_field("0.__class__.__base__", [1], {})
print(obj.__subclasses__())
