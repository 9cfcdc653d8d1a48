# expect: ok
# Exception chaining attributes are an exception's own data (issue 11): readable.
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("x")
except ValueError as e:
    print(e.__context__)
