# Using an object without __enter__ in with raises TypeError (3.11 wording).
try:
    with 5:
        pass
except (TypeError, AttributeError) as e:
    print(type(e), e)
class OnlyEnter:
    def __enter__(self):
        return 1
try:
    with OnlyEnter():
        pass
except (TypeError, AttributeError) as e:
    print(type(e), e)
