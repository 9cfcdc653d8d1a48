# expect: error NameError
# __builtins__ is not defined.
print(__builtins__)
