# Exceptions raised inside except and finally blocks.
def f():
    try:
        raise KeyError("original")
    except KeyError:
        raise TypeError("replacement")
try:
    f()
except TypeError as e:
    print(type(e), e)
def g():
    try:
        return 1
    finally:
        raise RuntimeError("from finally")
try:
    g()
except RuntimeError as e:
    print(type(e), e)
def h():
    for i in range(3):
        try:
            raise ValueError(i)
        except ValueError:
            if i == 1:
                break
        finally:
            print("finally", i)
    return i
print(h())
