# strip family, with and without character sets.
s = "  \t hello world \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "abcHELLOcba".strip("abc"), "www.example.com".lstrip("w."), "path///".rstrip("/"))
print("hello".removeprefix("he"), "hello".removeprefix("x"), "hello".removesuffix("lo"), "hello".removesuffix(""))
print(repr("\u3000 wide space\u00a0".strip()), repr("".strip()), "aaa".strip("a") == "")
