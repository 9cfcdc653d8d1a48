# format_map uses a mapping.
d = {"name": "Ada", "n": 3}
print("{name} has {n} items".format_map(d), "{name!r:>8}".format_map(d))
