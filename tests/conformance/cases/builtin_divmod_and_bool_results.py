# Boolean builtins return real bools.
print(type(any([])), type(all([1])), type(isinstance(1, int)), type(callable(1)), type(hasattr(1, "x")), type(1 in []), type(not 1))
