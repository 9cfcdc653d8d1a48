# expect: error AttributeError
# imports: string
# A07: string.Formatter().get_field returned live objects; our string has no Formatter.
import string
obj, _ = string.Formatter().get_field("0.__class__", [1], {})
