# expect: error IndentationError
# A statement indented deeper than the rest of its block (the same freed node list).
if True:
    x = 1
        y = 2
