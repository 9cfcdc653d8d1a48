# expect: error TypeError
# imports: copy
# __getstate__ returning a non-dict without __setstate__: refused, not misread.
import copy
class A:
    def __getstate__(self):
        return 42
copy.copy(A())
