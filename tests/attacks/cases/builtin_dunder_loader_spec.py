# expect: error NameError
# Module-level dunders that lead to the import system are not defined.
print(__loader__, __spec__)
