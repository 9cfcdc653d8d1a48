class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

def validate(user):
    if "@" not in user.get("email", ""):
        raise ValidationError("email", "invalid address")
    return True

print(validate({"email": "a@b"}))
try:
    validate({})
except ValidationError as e:
    raise RuntimeError("user rejected") from e
