import string
from string import Template, ascii_lowercase, capwords
print(capwords("hello world"), capwords("  many   spaces here  "), capwords("x", None))
print(capwords("one,two,three", ","), capwords(""), capwords("ÉCOLE école"))
letters = {c: i for i, c in enumerate(ascii_lowercase)}
print(letters['a'], letters['z'], len(letters))
def caesar(s, k):
    out = []
    for ch in s:
        if ch in string.ascii_lowercase:
            out.append(string.ascii_lowercase[(string.ascii_lowercase.index(ch) + k) % 26])
        elif ch in string.ascii_uppercase:
            out.append(string.ascii_uppercase[(string.ascii_uppercase.index(ch) + k) % 26])
        else:
            out.append(ch)
    return "".join(out)
print(caesar("Hello, World!", 3), caesar(caesar("abc xyz", 5), -5))
print(all(c in string.printable for c in "abc 123\n"), any(c in string.whitespace for c in "ab"))
print(sum(1 for c in "Hello World 123" if c in string.digits), [c for c in "a1b2" if c in string.hexdigits])
t = Template("$name is $age years old")
rows = [{"name": "Ann", "age": 30}, {"name": "Bob", "age": 4}]
print([t.substitute(r) for r in rows])
print(Template("${x}y $x-y $xy").safe_substitute(x="X"))
print(Template("$$x $$$x").substitute(x=1))
print(Template("café $where").substitute(where="Paris"), Template("$a").template)
try:
    Template("$missing").substitute()
except KeyError as e:
    print("KeyError", e)
