# floor/ceil of inf and nan.
import math
for v in (math.inf, math.nan):
    for fn in (math.floor, math.ceil):
        try:
            fn(v)
        except (OverflowError, ValueError) as e:
            print(type(e), e)
