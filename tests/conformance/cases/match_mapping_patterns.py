# Mapping patterns match subsets of keys; **rest captures the remainder.
def handle(event):
    match event:
        case {"type": "click", "x": x, "y": y}:
            return f"click at {x},{y}"
        case {"type": "key", "key": "q" | "Q"}:
            return "quit"
        case {"type": "key", **rest}:
            return f"key with {rest}"
        case {}:
            return "some mapping"
        case _:
            return "not a mapping"
print(handle({"type": "click", "x": 1, "y": 2, "extra": True}))
print(handle({"type": "key", "key": "Q"}))
print(handle({"type": "key", "key": "a", "mod": "shift"}))
print(handle({"other": 1}), handle({}), handle([("type", "click")]))
