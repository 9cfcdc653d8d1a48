for s in ["", "A", "a", "Ab", "AB", "Ab Cd", "ab Cd", "A1b", "1A", "Ǆa", "ǅa", "Éa Ùx", "A\u02b0", "Hello World!", "hello", "A b", "ΣΑ", "Σα", "ǈ ǉ"]:
    print(repr(s), s.istitle(), s.encode("utf-8", "replace").istitle(), bytearray(s.encode()).istitle())
print(bytes(range(256)).istitle(), b"Aa\xffBb".istitle())
x = "A" * 100 + "b"; print(x.istitle(), "x" * 5 * 3, b"ab" * 0)
