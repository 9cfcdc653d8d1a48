# is* predicates.
samples = ["abc", "ABC", "Abc", "123", "12.3", "", " ", "\t\n", "abc123", "Hello World", "²", "½", "٣", "é", "_x", "x1", "Title Case", "αβγ"]
for s in samples:
    print(repr(s), s.isalpha(), s.isdigit(), s.isnumeric(), s.isdecimal(), s.isalnum(), s.isspace(), s.islower(), s.isupper(), s.istitle(), s.isidentifier(), s.isascii(), s.isprintable())
