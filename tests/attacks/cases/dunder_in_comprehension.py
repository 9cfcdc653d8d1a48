# expect: error AttributeError
# Dunder access hidden in a comprehension.
print([x.__class__ for x in (1, "a")])
