# find/rfind/index/rindex/count with start and end.
s = "abracadabra"
print(s.find("a"), s.find("a", 1), s.find("a", 1, 3), s.find("z"), s.rfind("a"), s.rfind("a", 0, 5), s.find(""), s.rfind(""))
print(s.index("c"), s.rindex("b"), s.count("a"), s.count("abra"), s.count(""), s.count("a", 5), "aaaa".count("aa"))
try:
    s.index("z")
except ValueError as e:
    print(type(e), e)
try:
    s.rindex("z")
except ValueError as e:
    print(type(e), e)
print(s.find("bra", -4), s.find("a", -100, 100), "".find(""), "abc".find("", 5))
