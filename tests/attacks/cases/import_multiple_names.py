# expect: error ImportError
# One refused module in a multi-import refuses the statement.
import math, os
