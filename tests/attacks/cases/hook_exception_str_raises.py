# expect: error Bomb
# An uncaught exception whose __str__ raises: the report still names Bomb.
class Bomb(Exception):
    def __str__(self):
        raise ValueError("no message for you")
raise Bomb()
