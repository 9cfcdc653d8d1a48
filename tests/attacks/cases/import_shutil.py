# expect: error ImportError
# shutil copies and removes trees.
import shutil
