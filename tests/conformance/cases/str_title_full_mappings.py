# Full title mappings (SpecialCasing.txt): some equal the full upper mapping (U+01F0,
# U+1E96..U+1E9A, U+1FB6), others keep a lowercase tail (ligatures, Greek iota
# subscript), and the rest are the simple mapping.
cps = [0x149, 0x1F0, 0x390, 0x3B0, 0x1E96, 0x1E9A, 0x1F50, 0x1F56, 0x1FB6, 0x1FB7,
       0x1FC6, 0x1FD2, 0x1FE4, 0x1FE7, 0x1FF6, 0x1FF7, 0x1F80, 0x1FB3, 0xDF, 0xFB00,
       0xFB03, 0xFB13, 0x587, 0x1C4, 0x1C6, 0x61, 0x3C3]
for cp in cps:
    c = chr(cp)
    print(hex(cp), [hex(ord(x)) for x in c.title()], [hex(ord(x)) for x in c.upper()],
          (c + "x").title() == c.title() + "x", c.capitalize() == c.title())
print("ǰx ﬀy ᾶz ᾳw".title())
