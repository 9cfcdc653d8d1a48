# and/or/not evaluation order and short-circuiting.
log = []
def f(name, value):
    log.append(name)
    return value
result = f("a", 0) or f("b", "") or f("c", [1]) or f("d", 2)
print(result, log)
log.clear()
result = f("a", 1) and f("b", 2) and f("c", None) and f("d", 3)
print(result, log)
log.clear()
print(not f("x", []) and f("y", 5), log)
