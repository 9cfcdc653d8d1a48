# expect: error ImportError
# code runs an interactive interpreter.
import code
