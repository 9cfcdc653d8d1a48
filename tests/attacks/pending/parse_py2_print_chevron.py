# expect: error SyntaxError
# Python 2 print >> syntax.
print >>sys.stderr, "x"
