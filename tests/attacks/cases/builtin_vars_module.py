# expect: error KeyError
# vars(module) is the module's namespace without its builtins: no way back to __import__.
import math
vars(math)["__builtins__"]
