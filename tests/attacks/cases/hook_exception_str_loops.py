# expect: error Bomb | ops
# A16: an uncaught exception whose __str__ loops: the error report runs under limits or skips user code.
class Bomb(Exception):
    def __str__(self):
        while True:
            pass
raise Bomb("x")
