# replace with counts and empty patterns.
print("aaa".replace("a", "b"), "aaa".replace("a", "b", 2), "abc".replace("", "-"), "abc".replace("x", "y"))
print("hello world".replace("o", "0", 1), "a.b.c".replace(".", ""), "".replace("", "x"), "ab".replace("", "_", 2))
print("mississippi".replace("ss", "SS"), "aaaa".replace("aa", "b"), "abc".replace("abc", ""))
