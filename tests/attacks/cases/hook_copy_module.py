# expect: error TypeError
# imports: copy math
# Copying a module object is refused as in CPython (it would alias its globals).
import copy, math
copy.copy(math)
