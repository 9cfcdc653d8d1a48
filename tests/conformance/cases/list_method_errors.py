# List method error messages.
a = [1, 2, 3]
try:
    a.remove(9)
except ValueError as e:
    print(type(e), e)
try:
    a.index(9)
except ValueError as e:
    print(type(e), e)
try:
    [].pop()
except IndexError as e:
    print(type(e), e)
try:
    a.pop(10)
except IndexError as e:
    print(type(e), e)
try:
    a[3]
except IndexError as e:
    print(type(e), e)
try:
    a[3] = 0
except IndexError as e:
    print(type(e), e)
try:
    a["x"]
except TypeError as e:
    print(type(e), e)
try:
    a[1.0]
except TypeError as e:
    print(type(e), e)
