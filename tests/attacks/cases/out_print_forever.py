# expect: ops
# Unbounded printing.
while True:
    print("x" * 1000)
