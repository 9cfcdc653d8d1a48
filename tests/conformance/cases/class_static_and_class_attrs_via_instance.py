# Class attributes, methods and staticmethods accessed via instances and the class.
class Counter:
    total = 0
    @staticmethod
    def helper(x):
        return x * 2
    @classmethod
    def bump(cls):
        cls.total += 1
        return cls.total
c = Counter()
print(c.helper(4), Counter.helper(5), c.bump(), Counter.bump(), c.total)
class Sub(Counter):
    pass
print(Sub.bump(), Sub.total, Counter.total)
