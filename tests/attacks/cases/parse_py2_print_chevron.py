# expect: error TypeError
# Python 2 'print >>f, x' is an expression in Python 3 (print >> f), which raises TypeError;
# tree-sitter parses it as a print statement, which must not become a call.
out = 1
print >>out, "x"
