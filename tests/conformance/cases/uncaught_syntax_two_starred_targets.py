# SyntaxError wording: two starred targets.
a, *b, *c = d
