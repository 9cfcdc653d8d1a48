print("never")


def f():
    await g()
