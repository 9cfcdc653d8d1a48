# expect: error TypeError
# imports: copy
# Generators (with their frames) cannot be copied: TypeError as in CPython.
import copy
copy.deepcopy((x for x in range(3)))
