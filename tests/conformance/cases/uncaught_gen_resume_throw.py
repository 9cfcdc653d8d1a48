# traceback: full
def waiter():
    for i in range(3):
        got = yield i
        print("got", got)


w = waiter()
next(w)
w.send("a")
w.throw(KeyError("thrown in"))
