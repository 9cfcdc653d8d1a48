# expect: error AttributeError
# imports: copy
# copy.copy of a function returns the function itself; __globals__ stays refused.
import copy
def f():
    return 1
g = copy.copy(f)
print(g is f)
print(g.__globals__)
