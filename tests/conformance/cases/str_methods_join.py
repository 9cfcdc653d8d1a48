# join needs strings.
print(",".join(["a", "b", "c"]), "".join("xyz"), " - ".join(("1", "2")), "x".join([]), "-".join("a"))
print("".join(str(i) for i in range(5)), ", ".join(map(str, [1.5, None, True])))
try:
    ",".join(["a", 1])
except TypeError as e:
    print(type(e), e)
try:
    ",".join([1, 2])
except TypeError as e:
    print(type(e), e)
