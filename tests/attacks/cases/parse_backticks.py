# expect: error SyntaxError
# Python 2 backticks.
x = `__import__('os')`
