# expect: error AttributeError
# imports: functools
# functools.py keeps references to its imports (recursive_repr, get_cache_token).
import functools
print(functools.get_cache_token, functools.GenericAlias)
