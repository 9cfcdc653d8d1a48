# A global statement at module level is allowed and harmless.
global g
g = 1
def f():
    global g
    g += 1
f()
print(g)
