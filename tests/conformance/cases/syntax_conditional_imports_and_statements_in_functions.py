# import inside a function, conditional definitions.
def area(r):
    import math
    return math.pi * r * r
print(f"{area(2):.4f}")
flag = False
if flag:
    mode = "a"
else:
    mode = "b"
print(mode)
