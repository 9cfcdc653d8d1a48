# Functions returning tuples, None, early returns.
def divide(a, b):
    if b == 0:
        return None, "division by zero"
    return a / b, None
print(divide(1, 2), divide(1, 0))
def sign(x):
    if x > 0: return 1
    if x < 0: return -1
    return 0
print([sign(v) for v in (-5, 0, 3)])
