# Division by zero messages for ints.
try:
    1 // 0
except ZeroDivisionError as e:
    print("floordiv:", e)
try:
    1 % 0
except ZeroDivisionError as e:
    print("mod:", e)
try:
    1 / 0
except ZeroDivisionError as e:
    print("truediv:", e)
try:
    divmod(5, 0)
except ZeroDivisionError as e:
    print("divmod:", e)
try:
    0 ** -1
except ZeroDivisionError as e:
    print("pow:", e)
try:
    (2 ** 100) // 0
except ZeroDivisionError as e:
    print("big floordiv:", e)
