# expect: error AttributeError | error ImportError
# A17: re internals.
import re
print(re._compiler, re.sre_compile)
