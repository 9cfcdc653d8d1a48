# divmod and // and % mixing ints and floats.
print(divmod(7, 2.5), divmod(-7, 2.5), divmod(7.5, -2), 7 // 2.0, -7 // 2.0, 7 % -2.0)
print(5.5 % 2, -5.5 % 2, 5.5 // 2, -5.5 // 2, 1e300 % 7, 0.0 % 5)
try:
    5.0 // 0
except ZeroDivisionError as e:
    print(type(e), e)
try:
    5.0 % 0.0
except ZeroDivisionError as e:
    print(type(e), e)
