# expect: error NameError
# __build_class__ is a builtins internal.
print(__build_class__)
