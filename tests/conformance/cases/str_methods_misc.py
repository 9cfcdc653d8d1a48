# expandtabs, translate, maketrans, encode.
print(repr("a\tbc\tdef\t".expandtabs()), repr("a\tb".expandtabs(4)), repr("\t".expandtabs(0)))
t = str.maketrans("abc", "xyz")
print("aabbcc".translate(t), "hello".translate(str.maketrans({"l": "L", "o": None})), "abc".translate({97: "AA"}))
t2 = str.maketrans("ab", "cd", "x")
print("axbx".translate(t2), sorted(t2.items()))
print("héllo".encode(), "héllo".encode("utf-8"), "abc".encode("ascii"), "ü".encode("latin-1"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(type(e), e)
