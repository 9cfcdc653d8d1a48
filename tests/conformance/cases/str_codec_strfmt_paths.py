# isidentifier and the all-code-point predicates share one scan; codec lookup errors;
# the str() digit limit in format() and %-formatting; str/bytes slots
for s in ["", "a1", "1a", "_x", "ä", "a b"]:
    print(repr(s), s.isidentifier(), s.isalpha(), s.isprintable())
for e in [None, "UTF_8", "latin 1", "bogus"]:
    try:
        print("é".encode(e) if e else "é".encode(), b"\xc3\xa9".decode(e) if e else b"x".decode())
    except Exception as x:
        print(type(x).__name__, x)
try:
    "x".encode("utf-8", "bogus"); print("ok")
except Exception as x: print(type(x).__name__, x)
n = 10**5000
for f in [lambda: format(n, "d"), lambda: "%d" % n, lambda: format(n, "x")[:5], lambda: "%x" % n]:
    try: print(str(f())[:10])
    except Exception as x: print(type(x).__name__, x)
print(b"ab" in b"cabd", 97 in bytearray(b"a"), repr(b"\x00'"), hash("ab") == hash("a"+"b"), repr("a'\n"))
try:
    print("é%dü %y" % (1, 3))
except Exception as e: print(e)
try:
    print("é%dü %yabc" % (1, 3))
except Exception as e: print(e)
s="ééabcé"
print(s.find("c"), s.rfind("é"), s.index("a"), s.count("é"), s.find("é", 1))
