# @property with setter and deleter.
class Temperature:
    def __init__(self, celsius):
        self._c = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = value
    @celsius.deleter
    def celsius(self):
        print("deleting")
        self._c = None
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
t = Temperature(100)
print(t.celsius, t.fahrenheit)
t.celsius = 0
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(type(e), e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print(type(e), e)
del t.celsius
print(t.celsius)
