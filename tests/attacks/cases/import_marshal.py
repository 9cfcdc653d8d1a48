# expect: error ImportError
# marshal builds code objects.
import marshal
