# Type checks in conditions (isinstance is preferred; type() is compared with is).
def kind(v):
    if type(v) is bool:
        return "bool"
    if isinstance(v, int):
        return "int"
    if isinstance(v, (str, bytes)):
        return "text"
    return "other"
print([kind(v) for v in (True, 3, "s", b"b", 1.5)])
