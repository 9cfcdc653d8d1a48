# a generator that sends to, throws into or closes itself while it runs
def closes():
    yield 1
    try:
        me.close()
    except ValueError as e:
        print("close:", type(e), e)
    try:
        me.throw(KeyError("k"))
    except ValueError as e:
        print("throw:", type(e), e)
    try:
        me.send(None)
    except ValueError as e:
        print("send:", type(e), e)
    yield 2


me = closes()
print(next(me), next(me))
print(next(me, "end"))


def stack_switched():
    with_value = [(yield 1)]
    try:
        other.close()
    except ValueError as e:
        print("old path close:", e)
    try:
        other.throw(KeyError)
    except ValueError as e:
        print("old path throw:", e)
    yield with_value


other = stack_switched()
print(next(other), other.send("v"))
