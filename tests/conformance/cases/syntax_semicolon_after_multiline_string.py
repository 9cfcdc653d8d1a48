# A statement after ';' shares the logical line even when the one before it spans rows (a
# triple-quoted string), in a module and in a block.
s = """a
b"""; t = "x"; u = 1
print(repr(s), t, u)
if u:
    v = """c
d"""; w = 2
    print(repr(v), w)
def f():
    x = 1; y = '''e
f'''; return x, y
print(f())
