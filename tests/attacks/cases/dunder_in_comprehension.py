# expect: ok
# Dunder access in a comprehension: the same guard.
print([x.__class__ for x in (1, "a")])
