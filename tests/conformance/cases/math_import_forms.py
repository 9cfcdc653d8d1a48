# from math import ...; aliases.
from math import sqrt, pi as PI
import math as m
print(sqrt(9), PI, m.floor(2.5), m.sqrt is sqrt)
