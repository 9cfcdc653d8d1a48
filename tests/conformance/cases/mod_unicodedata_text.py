import unicodedata
def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")
print(strip_accents("Crème Brûlée à la façon de Zoë, naïve café"))
print(unicodedata.normalize("NFKC", "ｈｅｌｌｏ　ｗｏｒｌｄ①②③ ﬁﬂ"), len(unicodedata.normalize("NFD", "한국어")))
words = ["résumé", "resume", "Résumé", "RESUME"]
print(sorted(words, key=lambda w: strip_accents(w).lower()))
text = "Price: 12€, 7£ — π≈3.14159 ✓"
print([unicodedata.name(c) for c in text if not c.isascii()])
print([(c, unicodedata.category(c)) for c in "A1 _-!\n€"])
print(unicodedata.lookup("BLACK HEART SUIT"), unicodedata.lookup("latin capital letter e with acute"))
print(unicodedata.normalize("NFC", "e\u0301") == "\u00e9", unicodedata.normalize("NFD", "\u00e9") == "e\u0301")
print([unicodedata.numeric(c) for c in "½¼⅓Ⅳ七"], [unicodedata.digit(c) for c in "²³٣"], [unicodedata.decimal(c) for c in "٣۴"])
print(unicodedata.east_asian_width("中"), unicodedata.east_asian_width("a"), unicodedata.east_asian_width("ｱ"), unicodedata.mirrored("("), unicodedata.mirrored("a"))
