# expect: output
# The output limit is not catchable either.
while True:
    try:
        while True:
            print("z" * 500)
    except BaseException:
        pass
