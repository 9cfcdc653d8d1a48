# expect: error SyntaxError
# tree-sitter-python accepts the Python 2 exec statement; it must not become an exec call.
exec "import os"
