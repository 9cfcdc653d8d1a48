# expect: error ImportError
# inspect reads frames.
import inspect
print(inspect.currentframe())
