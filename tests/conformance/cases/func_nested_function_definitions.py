# Functions defined in loops and conditionally.
if True:
    def chosen():
        return "first"
else:
    def chosen():
        return "second"
print(chosen())
funcs = []
for i in range(3):
    def f(x, i=i):
        return x + i
    funcs.append(f)
print([fn(10) for fn in funcs])
def f():
    return "redefined"
print(f())
