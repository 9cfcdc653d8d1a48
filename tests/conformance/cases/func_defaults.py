# Default values are evaluated once, at definition time.
def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("Ann"), greet("Bob", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))
def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1), append_to(2), append_to(3, []), append_to(4))
def safe_append(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(safe_append(1), safe_append(2))
n = 10
def uses_default(v=n):
    return v
n = 20
print(uses_default())
