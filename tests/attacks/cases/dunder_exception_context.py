# expect: error AttributeError
# Exception chaining attributes are dunders too.
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("x")
except ValueError as e:
    print(e.__context__)
