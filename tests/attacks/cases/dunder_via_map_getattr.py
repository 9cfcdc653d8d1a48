# expect: ok
# A03/A24: getattr applied indirectly through map: the same guard.
print(list(map(getattr, [1, "a"], ["__class__", "__class__"])))
