# Equality between unrelated types is False, ordering raises.
print(1 == "1", [1] == (1,), {1: 2} == [(1, 2)], None == 0, "a" != 1, (1,) != [1], 1 == 1.0 == True)
for a, b in ((1, "1"), ([1], (1,)), (None, None), ({}, {})):
    try:
        print(a < b)
    except TypeError as e:
        print(e)
