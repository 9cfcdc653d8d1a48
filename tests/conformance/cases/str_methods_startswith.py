# startswith/endswith with tuples and ranges.
s = "hello.py"
print(s.startswith("he"), s.startswith(("x", "hel")), s.endswith(".py"), s.endswith((".js", ".ts")), s.startswith(""))
print(s.startswith("llo", 2), s.endswith("hello", 0, 5), s.startswith("h", 1), "".endswith(""), s.endswith("py", -2))
try:
    s.startswith(["he"])
except TypeError as e:
    print(type(e), e)
