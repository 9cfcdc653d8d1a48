# Triple-quoted strings keep indentation and newlines.
s = """
    line one
      line two
    line three
"""
lines = s.splitlines()
print(len(lines), lines)
print(repr(s))
print("\n".join(line.strip() for line in lines if line.strip()))
