# expect: error AttributeError
# A17: re._compiler, re.sre_parse, re.copyreg are Python internals CPython's re re-exports.
import re
print(re.sre_parse)
