# expect: error AttributeError
# __builtins__ through a module object.
import math
print(getattr(math, "__builtins__"))
