# expect: error ImportError
# Parent-relative import.
from .. import anything
