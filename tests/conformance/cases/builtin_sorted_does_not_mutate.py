# sorted returns a new list; list.sort sorts in place and returns None.
a = [3, 1, 2]
b = sorted(a)
print(a, b, a.sort(), a, sorted(a, reverse=True) is a)
