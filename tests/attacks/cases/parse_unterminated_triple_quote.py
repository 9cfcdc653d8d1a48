# expect: error SyntaxError
# An unterminated string at end of file.
x = """never closed
