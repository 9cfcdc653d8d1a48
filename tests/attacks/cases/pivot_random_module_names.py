# expect: error AttributeError
# random.py's imports (_sha512, _inst, _urandom, _os) are not module attributes here.
import random
random._inst.seed(1)
