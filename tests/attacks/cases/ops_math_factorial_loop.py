# expect: ops
# math.factorial is charged as the products it is made of.
import math
while True:
    math.factorial(200000)
