import unicodedata as ud
def t(f, *a):
    try: print(repr(f(*a)))
    except Exception as e: print(type(e), e)
for c in "aA1½ \t€éß中ｶ😀\u0301\u200b\u2167٣Ⅻ\U000e0001\ud7a3가\u0000-\u05d0\u0627":
    print(repr(c), ud.category(c), repr(ud.bidirectional(c)), ud.combining(c), ud.east_asian_width(c), ud.mirrored(c), ud.decimal(c, None), ud.digit(c, None), ud.numeric(c, None), repr(ud.decomposition(c)), ud.name(c, "<none>"))
for n in ["LATIN SMALL LETTER A", "euro sign", "CJK UNIFIED IDEOGRAPH-4E2D", "HANGUL SYLLABLE GAG", "SNOWMAN", "GRINNING FACE", "TIBETAN MARK TSA -PHRU", "NO SUCH THING", "HANGUL SYLLABLE GAGX", "CJK UNIFIED IDEOGRAPH-FFFF"]:
    t(ud.lookup, n)
t(ud.name, "ab"); t(ud.name, "\U000e0fff"); t(ud.name, 5); t(ud.decimal, "a"); t(ud.digit, "x"); t(ud.numeric, "q"); t(ud.category, "")
for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    s = "Ǆe\u0301ﬁ①Å\u212b한글\u1100\u1161"
    print(form, [hex(ord(c)) for c in ud.normalize(form, s)], ud.is_normalized(form, s), ud.is_normalized(form, ud.normalize(form, s)))
t(ud.normalize, "NFX", "a"); t(ud.normalize, "NFC", 5); print(ud.unidata_version)
print(sorted(set(ud.category(chr(i)) for i in range(0x3000))))
print(sum(ud.combining(chr(i)) for i in range(0x10000)), sum(1 for i in range(0x30000) if ud.east_asian_width(chr(i)) == "W"))
print(sum(ud.numeric(chr(i), 0) for i in range(0x10000)))
print(sum(len(ud.name(chr(i), "")) for i in range(0x20000)))
