# expect: ok | ops
# A16: a __del__ that never returns. If the executor calls __del__, it runs under the limits.
class Bomb:
    def __del__(self):
        while True:
            pass
b = Bomb()
del b
c = Bomb()
