import json
def load(text):
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        print("logging and re-raising")
        raise
def safe(text):
    try:
        return load(text)
    except ValueError as e:
        return f"{type(e).__name__}: {e.msg} at {e.pos}"
print(safe('{"a": 1}'), safe("{bad"))
def cleanup_order():
    log = []
    try:
        try:
            log.append("try")
            raise KeyError("k")
        except KeyError:
            log.append("except")
            raise ValueError("converted")
        finally:
            log.append("inner finally")
    except ValueError as e:
        log.append(f"outer {e} ctx={type(e.__context__).__name__}")
    finally:
        log.append("outer finally")
    return log
print(cleanup_order())
def gen_error():
    yield 1
    raise RuntimeError("in generator")
try:
    for x in gen_error():
        print("got", x)
except RuntimeError as e:
    print("caught", e)
try:
    raise TypeError("bad type")
except (ValueError, TypeError) as e:
    print(type(e).__name__, e)
class Ctx:
    def __enter__(self): return self
    def __exit__(self, *a):
        print("exit sees", a[0].__name__ if a[0] else None)
try:
    with Ctx():
        raise IndexError("idx")
except IndexError as e:
    print("propagated", e)
