# SyntaxError wording: unexpected indent.
    x = 1
