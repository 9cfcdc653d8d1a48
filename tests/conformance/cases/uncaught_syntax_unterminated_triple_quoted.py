# SyntaxError wording: unterminated triple quoted.
'''abc
