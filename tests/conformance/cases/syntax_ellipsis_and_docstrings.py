# Ellipsis, docstrings and bare expression statements.
def f():
    """Docstring."""
    ...
print(f(), ..., type(...), ... is Ellipsis)
"a bare string statement"
42
x = [1, ..., 3]
print(x)
