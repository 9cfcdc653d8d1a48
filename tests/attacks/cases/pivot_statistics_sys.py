# expect: error AttributeError | error ImportError
# A17: statistics.sys.
import statistics
print(statistics.sys.modules["os"])
