# @classmethod receives the class (also for subclasses); @staticmethod receives nothing.
class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def from_string(cls, s):
        return cls(*map(int, s.split("-")))
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def show(self):
        return f"{self.y:04d}-{self.m:02d}-{self.d:02d}"
class MyDate(Date):
    def show(self):
        return "my " + super().show()
print(Date.from_string("2024-2-9").show(), MyDate.from_string("1999-12-31").show())
print(Date.is_leap(2000), Date.is_leap(1900), Date(1, 1, 1).is_leap(2024), type(MyDate.from_string("1-1-1")) is MyDate)
