# Builtin methods called through their type (str.upper(x)), with a wrong or missing first argument.
print(str.upper("abc"), str.join("-", ["a", "b"]))
try:
    str.upper(lambda x: 1)
except TypeError as e:
    print(e)
try:
    str.upper()
except TypeError as e:
    print(e)
try:
    list.append(5, 1)
except TypeError as e:
    print(e)
class L(list): pass
l = L()
list.append(l, 3)
print(l, dict.fromkeys("ab"), int.from_bytes(b"\x01", "big"), str.maketrans("a", "b"))
