# expect: error RecursionError | recursion
# imports: copy
# deepcopy of a list nested 10**5 deep (CPython raises RecursionError).
import copy
x = []
for _ in range(10 ** 5):
    x = [x]
y = copy.deepcopy(x)
