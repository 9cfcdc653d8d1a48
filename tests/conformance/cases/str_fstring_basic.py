# f-string interpolation, expressions, conversions and '='.
x, name, items = 42, "Ada", [1, 2, 3]
print(f"{x}", f"{x + 1}", f"{name!r}", f"{name!s}", f"{'é'!a}", f"{items[1]}", f"{len(items)}", f"{x=}", f"{x * 2 = }")
print(f"{{braces}}", f"{x:>{6}}", f"{'nested' if x else 'no'}", f"{ {'k': 1}['k'] }", f"{name=!r:>10}")
w, p = 10, 3
print(f"{3.14159:{w}.{p}f}|", f"{'a'}{'b'}", f"""{x}
{name}""", rf"\d{x}", f"{x!r:^8}|")
print(f"{x:{'>' if x > 0 else '<'}5}|", f"{-x=}", f"{items=}")
