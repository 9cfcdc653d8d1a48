# repr of strings: quote choice and escapes.
for s in ("plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "nl\nx", "\\", "\x00\x07\x7f", "é✓🎉", "\u200b", "\r", "\x1b[0m"):
    print(repr(s))
print(ascii("é✓🎉"), ascii("plain"), ascii("\n"))
