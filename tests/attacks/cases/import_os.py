# expect: error ImportError
# os is not importable.
import os
os.system("id")
