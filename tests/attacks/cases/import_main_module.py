# expect: error ImportError
# __main__ as a module.
import __main__
