# is / is not / in / not in.
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c, None is None, [] is not [], 1 in a, 3 not in a)
print("b" in {"a": 1, "b": 2}, 2 in {"a": 1, "b": 2}, 2 in {"a": 1, "b": 2}.values(), (1, 2) in [(1, 2)], "" in "", [] in [[]])
print(1 in range(3), 5 in range(0, 10, 2), 1.0 in [1], True in [1], 0 in [False], None in [0, ""])
