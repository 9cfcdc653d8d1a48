# expect: error ImportError
# sys gives modules, frames and the interpreter.
import sys
print(sys.modules)
