# expect: error AttributeError | error ImportError
# A17: random._urandom is os.urandom.
import random
print(random._urandom(4))
