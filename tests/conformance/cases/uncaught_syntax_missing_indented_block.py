# SyntaxError wording: missing indented block.
if True:
pass
