# Recursion a few hundred levels deep works.
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(100), depth(500))
def mutual_even(n):
    return True if n == 0 else mutual_odd(n - 1)
def mutual_odd(n):
    return False if n == 0 else mutual_even(n - 1)
print(mutual_even(300), mutual_odd(301))
