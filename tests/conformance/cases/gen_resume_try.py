# yields inside try bodies of resumed generators: exceptions after a resume caught by
# the generator's own handlers, throw() into loops, close() running finally blocks
log = []


def guarded(items):
    for it in items:
        try:
            yield it
            log.append(10 // it)
        except ZeroDivisionError as e:
            log.append(("zero", str(e)))
            yield "recovered"
        except KeyError:
            yield "key"
        else:
            log.append(("else", it))
        finally:
            log.append(("finally", it))


print(list(guarded([1, 0, 5])))
print(log)

log.clear()
g = guarded([2, 3, 4])
print(next(g))
print(g.throw(KeyError("x")))
print(next(g))
print(g.throw(ZeroDivisionError("thrown")))
print(next(g))
print(log)


def loop_throw():
    n = 0
    while True:
        try:
            n += 1
            yield n
        except ValueError as e:
            print("caught in loop", e, n)
            if n > 3:
                return "gave up"


g = loop_throw()
print(next(g), g.throw(ValueError("a")), next(g), g.throw(ValueError, "b"))
try:
    g.throw(ValueError("c"))
except StopIteration as s:
    print("stop value", s.value)


def finally_close():
    try:
        for i in range(10):
            yield i
    finally:
        print("cleanup ran")


g = finally_close()
print(next(g), next(g))
g.close()
print("closed")
print(next(g, "empty after close"))


def ignore_exit():
    while True:
        try:
            yield 1
        except GeneratorExit:
            print("ignoring")


ig = ignore_exit()
next(ig)
try:
    ig.close()
except RuntimeError as e:
    print(type(e), e)
del ig
print("deleted")


def catch_exit():
    try:
        yield 1
    except GeneratorExit:
        print("exit seen")
        raise


g = catch_exit()
next(g)
g.close()


def nested_try():
    try:
        try:
            x = yield "inner"
            print("x is", x)
            raise KeyError(x)
        except IndexError:
            print("not here")
        yield "after inner"
    except KeyError as e:
        print("outer caught", e)
        return "ok"


g = nested_try()
print(next(g))
try:
    g.send("k")
except StopIteration as s:
    print("stop", s.value)


def raise_after_resume():
    yield 1
    {}["missing"]


g = raise_after_resume()
next(g)
try:
    next(g)
except KeyError as e:
    print("propagated", e)


def stop_inside():
    yield 1
    raise StopIteration("inner")


try:
    list(stop_inside())
except RuntimeError as e:
    print(type(e), e, repr(e.__cause__))


def throw_before_start():
    try:
        yield 1
    finally:
        print("never")


g = throw_before_start()
try:
    g.throw(ValueError("early"))
except ValueError as e:
    print("early", e)
print(next(g, "done"))


def running():
    yield next(me)


me = running()
try:
    next(me)
except ValueError as e:
    print(type(e), e)
