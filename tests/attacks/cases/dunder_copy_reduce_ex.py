# expect: error AttributeError
# imports: copy
# copy must not expose the reduce protocol: x.__reduce_ex__ stays refused.
import copy
class A:
    pass
print(copy.copy(A()).__reduce_ex__(2))
