# Star expressions in return, for-iterables and subscripts.
def f(*xs):
    return 0, *xs, 9
print(f(1, 2))
for v in *[1, 2], 3:
    print(v, end=" ")
print()
t = 1, *"ab"
print(t)
