# SyntaxError wording: return outside function.
return 5
