# expect: error AttributeError
# __reduce_ex__ is the pickle path to arbitrary callables.
print((1).__reduce_ex__(2))
