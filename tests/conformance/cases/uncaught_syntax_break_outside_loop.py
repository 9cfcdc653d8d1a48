# SyntaxError wording: break outside loop.
break
