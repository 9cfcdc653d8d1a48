# The traceback's "Did you mean" suggestion: module attr typo.
import math
math.sqr(4)
