# Results of math functions printed with full repr.
import math
print([math.sqrt(i) for i in range(6)])
print([round(math.sin(i), 6) for i in range(5)], [math.exp(-i) for i in range(3)])
print(math.pow(10, -3), math.log(2), math.e ** 2)
