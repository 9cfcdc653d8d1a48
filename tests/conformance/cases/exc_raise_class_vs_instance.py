# Raising a class instantiates it; raising non-exceptions is a TypeError.
try:
    raise ValueError
except ValueError as e:
    print(type(e), repr(e), e.args)
try:
    raise 5
except TypeError as e:
    print(type(e), e)
try:
    raise "string"
except TypeError as e:
    print(type(e), e)
class NotAnError:
    pass
try:
    raise NotAnError()
except TypeError as e:
    print(type(e), e)
