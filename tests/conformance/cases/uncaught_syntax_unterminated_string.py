# SyntaxError wording: unterminated string.
"abc
