# Annotations do not change behaviour.
def f(x: int, y: "str" = "d") -> list:
    return [x, y]
z: int = 5
w: str
print(f(1), f("not an int", 2), z)
try:
    print(w)
except NameError as e:
    print(type(e), e)
