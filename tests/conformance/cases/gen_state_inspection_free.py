# Generators keep local state between resumptions.
def running_avg():
    total = 0
    count = 0
    avg = None
    while True:
        x = yield avg
        total += x
        count += 1
        avg = total / count
g = running_avg()
next(g)
print([g.send(v) for v in (10, 20, 30, 40)])
