# expect: ops
# A power is charged as the squarings it is made of: a loop of 3 ** 10**6 (3 ms of GMP
# each, 8 operations of the evaluator) ends in the ops limit, not an hour later.
while True:
    x = 3 ** 1000000
