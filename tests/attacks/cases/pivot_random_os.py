# expect: error AttributeError | error ImportError
# A17: random._os was os, re-exported by an allowed module.
import random
print(random._os.getcwd())
