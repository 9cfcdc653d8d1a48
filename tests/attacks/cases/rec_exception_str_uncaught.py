# expect: error Bomb | error RecursionError | recursion
# An uncaught exception whose __str__ recurses: rendering the error must not crash.
class Bomb(Exception):
    def __str__(self):
        return str(self)
raise Bomb()
