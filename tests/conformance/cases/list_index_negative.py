# Negative indices and assignment.
a = ["a", "b", "c", "d"]
a[-1] = "D"
a[-4] = "A"
print(a, a[-2], a[len(a) - 1])
try:
    a[-5]
except IndexError as e:
    print(type(e), e)
