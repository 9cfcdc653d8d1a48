import re
def validate_user(d):
    errors = []
    name = d.get("name", "")
    if not isinstance(name, str) or not name.strip():
        errors.append("name is required")
    age = d.get("age")
    if not isinstance(age, int) or isinstance(age, bool):
        errors.append(f"age must be an int, got {type(age).__name__}")
    elif not 0 <= age <= 150:
        errors.append(f"age {age} out of range")
    email = d.get("email", "")
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", email):
        errors.append(f"invalid email {email!r}")
    return errors
cases = [
    {"name": "Ann", "age": 30, "email": "ann@x.org"},
    {"name": " ", "age": "30", "email": "bad"},
    {"age": True, "email": "a@b.c"},
    {"name": "Old", "age": 200, "email": "o@ld.com"},
]
for c in cases:
    errs = validate_user(c)
    print("OK" if not errs else "; ".join(errs))
def to_int(s, default=None):
    try:
        return int(s)
    except (TypeError, ValueError):
        return default
print([to_int(v, -1) for v in ["4", "x", None, "  7 ", "3.5"]])
try:
    int("abc")
except ValueError as e:
    print(e)
try:
    float("1,5")
except ValueError as e:
    print(e)
