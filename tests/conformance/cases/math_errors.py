# math domain errors and type errors.
import math
for fn, arg in ((math.sqrt, -1), (math.log, 0), (math.log, -1), (math.acos, 2), (math.factorial, -1), (math.factorial, 2.5)):
    try:
        print(fn(arg))
    except (ValueError, TypeError) as e:
        print(type(e), e)
try:
    math.exp(1000)
except OverflowError as e:
    print(type(e), e)
try:
    math.sqrt("4")
except TypeError as e:
    print(type(e), e)
try:
    math.comb(-1, 2)
except ValueError as e:
    print(type(e), e)
