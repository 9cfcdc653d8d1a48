# __int__, __float__, __round__ hooks.
class Num:
    def __init__(self, v):
        self.v = v
    def __int__(self):
        return int(self.v)
    def __float__(self):
        return float(self.v)
    def __round__(self, n=None):
        return "rounded"
n = Num(3.7)
print(int(n), float(n), round(n), round(n, 1))
