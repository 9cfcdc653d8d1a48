# reversed on sequences and objects with __reversed__.
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(4))), list(reversed((1, 2))), "".join(reversed("hello")))
print(list(reversed({"a": 1, "b": 2})), list(reversed({"a": 1, "b": 2}.values())))
try:
    reversed({1, 2})
except TypeError as e:
    print(type(e), e)
try:
    reversed(iter([1]))
except TypeError as e:
    print(type(e), e)
