import unicodedata
s = "Café naïve résumé 東京 😀"
print(len(s), s.upper(), s.encode("utf-8")[:10], len(s.encode("utf-8")))
norm = unicodedata.normalize("NFKD", s)
ascii_only = "".join(c for c in norm if not unicodedata.combining(c))
print(ascii_only)
print(unicodedata.name("é"), unicodedata.category("東"), unicodedata.lookup("SNOWMAN"))
print(s.encode("ascii", errors="ignore"), s.encode("ascii", errors="replace")[:12])
print(repr("tab\there"), "é".encode("latin-1"), b"\xe9".decode("latin-1"))
print("ß".upper(), "ﬁ".upper(), "Σίσυφος".lower(), "ǆ".title())
print(sorted(["é", "e", "f", "E"]), "straße" == "strasse", "straße".casefold() == "strasse".casefold())
print([hex(ord(c)) for c in "a€😀"], "\u00e9" == "é", "\N{GREEK SMALL LETTER ALPHA}")
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print("hello".encode("utf-16")[:4], "x".encode("utf-32-le"), "日本".encode("utf-16-le").decode("utf-16-le"))
