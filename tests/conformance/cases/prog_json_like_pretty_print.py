# A recursive pretty printer for nested data.
def pretty(x, indent=0):
    pad = "  " * indent
    if isinstance(x, dict):
        print(pad + "{")
        for k, v in x.items():
            print(pad + f"  {k!r}:")
            pretty(v, indent + 2)
        print(pad + "}")
    elif isinstance(x, list):
        print(pad + "[" + ", ".join(repr(v) for v in x) + "]")
    else:
        print(pad + repr(x))
pretty({"name": "warden", "tags": ["a", "b"], "meta": {"version": 1.5, "ok": True, "none": None}})
