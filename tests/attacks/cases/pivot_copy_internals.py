# expect: error AttributeError
# imports: copy
# A17: copy.py imports types, weakref and copyreg; none are reachable here.
import copy
print(copy._copy_dispatch, copy.copyreg)
