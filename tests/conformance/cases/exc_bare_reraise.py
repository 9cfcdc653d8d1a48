# Bare raise re-raises the active exception.
def f():
    try:
        int("nope")
    except ValueError:
        print("logging then re-raising")
        raise
try:
    f()
except ValueError as e:
    print(type(e), e)
try:
    try:
        raise KeyError("first")
    except KeyError as err:
        saved = err
    raise saved
except KeyError as e:
    print("re-raised stored", e)
