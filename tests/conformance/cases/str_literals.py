# String literal forms.
print('single', "double", '''triple
line''', """another""", r"raw\n", R"\d+", "con" "cat" 'ena' "tion")
print("\x41\u0042\U00000043\N{LATIN SMALL LETTER E WITH ACUTE}", "\101", "\0", len("\0"), "a\
b")
print("\t|", "\\n", r"\\", len(r"\n"))
