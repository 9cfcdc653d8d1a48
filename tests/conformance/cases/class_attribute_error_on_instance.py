# Missing attributes raise AttributeError naming the class.
class Widget:
    def __init__(self):
        self.size = 1
w = Widget()
try:
    w.color
except AttributeError as e:
    print(type(e), e)
try:
    Widget.color
except AttributeError as e:
    print(type(e), e)
try:
    w.size()
except TypeError as e:
    print(type(e), e)
