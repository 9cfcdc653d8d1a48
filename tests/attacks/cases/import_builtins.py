# expect: error ImportError
# The builtins module holds eval and exec.
import builtins
builtins.exec("1")
