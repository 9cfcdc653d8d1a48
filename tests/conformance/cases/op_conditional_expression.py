# Conditional expressions nest right to left and only evaluate one branch.
def boom():
    raise RuntimeError("evaluated")
for n in (-5, 0, 5, 50):
    print("neg" if n < 0 else "zero" if n == 0 else "small" if n < 10 else "big", end=" ")
print()
print(1 if True else boom(), boom() if False else 2, (lambda x: "odd" if x % 2 else "even")(7))
