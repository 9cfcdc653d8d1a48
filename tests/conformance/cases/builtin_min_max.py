# min/max with key, default and several arguments.
print(min(3, 1, 2), max([3, 1, 2]), min("hello"), max("b", "a", "c"), min([4, -5, 2], key=abs), max(["aa", "b", "ccc"], key=len))
print(max([], default="empty"), min([], default=None), max([1, 3, 3, 2], key=lambda x: x), max([(1, "b"), (1, "a")]), min(5, 5.0), max(5.0, 5))
print(max({"a": 3, "b": 9}, key={"a": 3, "b": 9}.get), min(range(10, 0, -3)), max([2, 8], [2, 9]))
for call in (lambda: max([]), lambda: min(), lambda: max(1), lambda: max(1, 2, default=0), lambda: min([1, "a"])):
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e), e)
