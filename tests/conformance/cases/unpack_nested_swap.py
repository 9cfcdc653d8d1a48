# Swaps and rotations through unpacking.
a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
lst = [10, 20, 30]
lst[0], lst[2] = lst[2], lst[0]
print(lst)
i = 0
i, lst[i] = 1, 99
print(i, lst)
x = [0, 1]
x[0], x[1] = x[1], x[0]
print(x)
