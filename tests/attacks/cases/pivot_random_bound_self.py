# expect: error AttributeError
# The module functions are bound to a hidden instance: its reference stays unreachable.
import random
print(random.random.__self__)
