# expect: error RecursionError | recursion
# Printing a 10**5-deep nested list (data recursion, no calls involved).
x = []
for _ in range(10 ** 5):
    x = [x]
print(x)
