# range() arguments and errors.
print(list(range(3)), list(range(1, 4)), list(range(0, 10, 3)), list(range(5, -5, -4)), range(-2, 2)[1], range(10)[-1])
for args in ((1.0,), ("3",), (1, 2, 0), ()):
    try:
        range(*args)
    except (TypeError, ValueError) as e:
        print(type(e), e)
