# expect: error AttributeError | error ImportError
# A17: modules re-exported by allowed modules.
import collections
print(collections._sys.modules)
