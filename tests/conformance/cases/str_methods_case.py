# Case conversion, including non-ASCII.
for s in ("hello World", "ÉCOLE", "straße", "they're bill's friends", "123abc", "ñandú"):
    print(s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.casefold())
