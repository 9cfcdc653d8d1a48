# Combining characters and surrogate-free astral characters count as separate code points.
s = "e\u0301a\u0308"
print(len(s), [hex(ord(c)) for c in s], s.upper(), s[::-1] == "\u0308a\u0301e")
flag = "🇫🇷"
print(len(flag), [hex(ord(c)) for c in flag], flag[0] + flag[1] == flag)
