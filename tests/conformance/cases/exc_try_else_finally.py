# try/except/else/finally order.
def run(fail):
    log = []
    try:
        log.append("try")
        if fail:
            raise ValueError("bad")
    except ValueError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log
print(run(False), run(True))
def nested():
    try:
        try:
            raise KeyError("inner")
        finally:
            print("inner finally")
    except KeyError as e:
        print("outer caught", e)
    finally:
        print("outer finally")
nested()
