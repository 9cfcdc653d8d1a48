# str() of many kinds of values.
print(str(1), str(1.5), str(True), str(None), str([1, "a"]), str((1,)), str({"a": 1}), str({1}), str(""), str(b"x"))
print(str(), str(str), str(int), str(range(3)), str(slice(1, 2)), str(1 + 2j))
print(str(b"abc", "ascii"), str(b"\xc3\xa9", "utf-8"), str("x"))
