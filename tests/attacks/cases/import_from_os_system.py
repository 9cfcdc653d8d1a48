# expect: error ImportError
# from-import of a forbidden module.
from os import system
system("id")
