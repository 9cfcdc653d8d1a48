# More methods: zfill on signs, index on unicode, count overlapping, title edge cases.
print("hello world".title(), "HELLO".title(), "hello-world_foo bar2baz".title(), "a1b2".title())
print("Hello".swapcase(), "abc".isidentifier(), "def".isidentifier(), "1a".isidentifier())
print("x".join(["1", "2"]).split("x"), "A man a plan".lower().replace(" ", "")[::-1])
print(str.upper("abc"), str.join("-", ["a", "b"]), str.strip("  s  "), str.split("a b"))
