# f-strings with different quote kinds, nested replacement fields in specs.
name = "x"
width = 8
prec = 3
val = 3.14159265
print(f'{name!r}', f"{'inner'}", f'''{"triple"}''', f"{val:{width}.{prec}f}|", f"{val:{'<' if width > 5 else '>'}{width}.{prec}}|")
print(f"{'a' + 'b'}", f"{[1, 2][0]}", f"{ {'a': 1}['a'] }", f"{(lambda: 'lam')()}", f"{'{'}", f"{'}'}")
print(f"{3:{'0'}{5}}", f"{'x':{'*'}^{7}}", f"{val!r:.{prec}}", f"{12345:{','}}")
