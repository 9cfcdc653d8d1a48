# expect: any
# imports: copy
# A __deepcopy__ that corrupts the memo dict the module relies on.
import copy
class A:
    def __deepcopy__(self, memo):
        memo.clear()
        memo[id(memo)] = 5
        return A()
copy.deepcopy([A(), [1], A()])
