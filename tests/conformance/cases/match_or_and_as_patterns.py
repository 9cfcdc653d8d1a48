# Or-patterns and as-patterns, including nested ones.
def f(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["get", obj] | ["take", obj]:
            return f"taking {obj}"
        case ["drop", *objs] if objs:
            return f"dropping {objs}"
        case [("look" | "l")]:
            return "looking"
        case [_, *_] as words:
            return f"unknown {words}"
        case []:
            return "nothing"
print([f(c) for c in ("go north", "go up", "get lamp", "take key", "drop a b", "drop", "l", "look", "")])
