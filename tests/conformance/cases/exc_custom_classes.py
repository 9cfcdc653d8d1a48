# User exception classes with extra attributes and inheritance.
class ValidationError(ValueError):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field
class RangeError(ValidationError):
    pass
try:
    raise RangeError("age", "must be positive")
except ValueError as e:
    print(type(e), e, e.field, e.args, isinstance(e, ValidationError), isinstance(e, RangeError))
class Plain(Exception):
    pass
for args in ((), ("one",), ("a", 2)):
    e = Plain(*args)
    print(repr(e), str(e), e.args)
