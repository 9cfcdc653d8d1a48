# assert with and without messages.
assert True
assert 1 == 1, "not shown"
try:
    assert 1 == 2
except AssertionError as e:
    print(type(e), repr(e), e.args)
try:
    assert [], "empty list is falsy"
except AssertionError as e:
    print(type(e), e)
try:
    x = 5
    assert x < 3, f"x is {x}"
except AssertionError as e:
    print(e)
