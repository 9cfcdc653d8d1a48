# An exception raised inside an except block.
try:
    [][0]
except IndexError:
    print("handling")
    {}["k"]
