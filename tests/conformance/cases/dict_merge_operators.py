# | and |= on dicts, and {**a, **b}.
a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
print(a | b, b | a, {**a, **b}, {**b, "w": 0, **a})
a |= b
print(a)
a |= [("q", 9)]
print(a)
try:
    a | [("r", 1)]
except TypeError as e:
    print(type(e), e)
