# AttributeError messages for instances, classes and modules.
class Point:
    def __init__(self):
        self.x = 1
p = Point()
for fn in (lambda: p.y, lambda: Point.z, lambda: "s".foo, lambda: [].bar, lambda: (1, 2).append):
    try:
        fn()
    except AttributeError as e:
        print(e)
import math
try:
    math.nope
except AttributeError as e:
    print(e)
try:
    p.x.y
except AttributeError as e:
    print(e)
try:
    (5).real = 3
except AttributeError as e:
    print(e)
