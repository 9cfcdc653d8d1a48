# expect: ops
# A division of big ints is charged by the size of its quotient and divisor.
x = 7 ** 3000000
y = 3 ** 1000000
while True:
    q, r = x // y, x % y
