# expect: error ImportError
# io opens files.
import io
