# Python 2 print statement (tree-sitter accepts it; CPython does not).
print "hello"
