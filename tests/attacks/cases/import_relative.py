# expect: error ImportError
# Relative imports have no package to be relative to.
from . import secrets
