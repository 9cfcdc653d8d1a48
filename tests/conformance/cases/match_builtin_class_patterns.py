# Built-in classes match their subject positionally with one sub-pattern.
def kind(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(n) if n > 100:
            return f"big int {n}"
        case int():
            return "int"
        case float(f):
            return f"float {f}"
        case str(s):
            return f"str {s!r}"
        case list([x, *_]):
            return f"list starting {x}"
        case dict():
            return "dict"
        case tuple():
            return "tuple"
        case _:
            return "other"
print([kind(v) for v in (True, 500, 5, 2.5, "s", [9, 8], {}, (), None)])
