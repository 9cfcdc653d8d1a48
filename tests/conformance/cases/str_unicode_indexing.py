# Indexing and len count code points, not bytes.
s = "héllo wörld ✓ 日本語 🎉!"
print(len(s), s[0], s[1], s[-1], s[-2], s[12], s[14:17], s[-3:])
print([c for c in "añ🎉"], list("ü✓"), len("🎉"), len("é"), len("e\u0301"))
print(s[::-1])
print(s.index("✓"), s.find("🎉"), s.count("l"), "日本" in s, s.upper())
