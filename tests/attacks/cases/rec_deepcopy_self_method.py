# expect: error RecursionError | recursion
# imports: copy
# A __deepcopy__ that deep-copies itself again: unbounded recursion through the module.
import copy
class A:
    def __deepcopy__(self, memo):
        return copy.deepcopy(self)
copy.deepcopy(A())
