# expect: error ImportError
# A denied submodule import.
import importlib.util
