# Lists compare lexicographically.
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [] < [0], [2] > [1, 9, 9], [1, 2] == [1, 2], [1] != [1.0])
print([1, [2, 3]] < [1, [2, 4]], ["a"] < ["b"], max([[1, 2], [1, 2, 3], [0, 9]]))
try:
    [1] < ["a"]
except TypeError as e:
    print(type(e), e)
print([1, "a"] == [1, "a"], [1, "a"] < [2, 0])
