# Special casing: titlecase digraphs, final sigma, dotted capital I, ligatures.
for s in ("ǆemal", "ΣΊΣΥΦΟΣ", "İstanbul", "ﬁne", "ŉ"):
    print(s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.casefold(), len(s.upper()), len(s.lower()))
