# send() delivers values into the generator.
def accumulator():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
g = accumulator()
print(next(g), g.send(5), g.send(10), g.send(-3))
try:
    g.send(None)
except StopIteration as e:
    print("stopped", e.value)
def echo():
    received = []
    while len(received) < 3:
        x = yield len(received)
        received.append(x)
    return received
g = echo()
next(g)
g.send("a")
g.send("b")
try:
    g.send("c")
except StopIteration as e:
    print(e.value)
try:
    echo().send(1)
except TypeError as e:
    print(type(e), e)
