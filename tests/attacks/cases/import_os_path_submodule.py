# expect: error ImportError
# Importing a submodule imports its parent too.
import os.path
