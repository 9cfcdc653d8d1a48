# expect: error AttributeError
# A03/A24: getattr applied indirectly through map.
print(list(map(getattr, [1, "a"], ["__class__", "__class__"])))
