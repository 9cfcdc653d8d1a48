# expect: ops
# The op limit is not catchable: a bare except must not swallow it.
while True:
    try:
        while True:
            pass
    except:
        pass
