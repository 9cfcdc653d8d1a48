# expect: error ImportError
# pickle loads run arbitrary callables.
import pickle
