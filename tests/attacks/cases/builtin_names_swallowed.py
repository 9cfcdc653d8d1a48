# expect: ok
# Refusals are ordinary exceptions; swallowing one must not leave the name usable.
for name in ("eval", "exec", "open", "compile", "globals", "__import__", "__builtins__"):
    try:
        f = {"eval": lambda: eval, "exec": lambda: exec, "open": lambda: open, "compile": lambda: compile,
             "globals": lambda: globals, "__import__": lambda: __import__, "__builtins__": lambda: __builtins__}[name]()
        raise AssertionError(name + " is reachable")
    except NameError:
        pass
print("ok")
