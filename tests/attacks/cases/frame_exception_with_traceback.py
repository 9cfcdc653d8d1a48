# expect: ok
# A28: tracebacks are not objects user code can hold; with_traceback(None) is harmless if present.
try:
    1 / 0
except ZeroDivisionError as e:
    try:
        tb = e.with_traceback(None)
    except AttributeError:
        tb = None
print("ok")
