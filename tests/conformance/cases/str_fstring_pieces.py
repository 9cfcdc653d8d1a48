# f-strings built in one piece: small ints and big ones, conversions, nested specs, unicode,
# str subclasses (f"{s}" is s only for an exact str), evaluation order, errors; and join
class S(str):
    pass
class F:
    def __format__(self, spec):
        return "F<" + spec + ">"
    def __str__(self):
        return "F-str"
    def __repr__(self):
        return "F-repr"
class Bad:
    def __format__(self, spec):
        return 42
class BadS(str):
    def __str__(self):
        return S("sub")
x, y, w, s, u = 7, -12345678901234567890123, 9, "héllo", "日本語"
f = F()
print(f"k{x}:{x * 2}", f"{y}", f"{-x}", f"{x!r}", f"{x!s}", f"{x!a}", f"{0}")
print(f"{s}", f"{s!r}", f"{s!a}", f"[{u}]", f"{u:>{w}}", f"{u:*^9}", f"{s:.2}")
print(f"{f}", f"{f!s}", f"{f!r}", f"{f:abc}", f"{f:{x}{w}}", f"{x:>{w}}|{x:<{w}}|{x:0{w}d}")
print(f"{x=}", f"{s=}", f"{x = }", f"{x=:>5}", f"{f=!s}")
print(f"{True}", f"{False!r}", f"{None}", f"{1.5}", f"{2**70}", f"{-2**70:,}", f"{x:#x}{x:b}")
print(f"", f"{''}", f"{''}{''}", f"a{''}b", f"{S('sub')}", type(f"{S('sub')}").__name__)
print(type(f"{S('sub')}x").__name__, f"{S('z')!r}", f"{BadS('q')}")
print(len(f"{u}{s}{x}"), f"{u}{s}{x}"[3], f"{u}{s}{x}"[-1], f"{u}{s}{x}".upper())
a = "abc"
print(f"{a}" is a, f"{a!s}" is a, f"{a:}" is a)
print(f"{1}{2}{3}{4}{5}{6}{7}{8}{9}{10}{11}{12}{13}{14}{15}{16}{17}{18}{19}{20}{21}")
print(f"{'é'}{1}{'ü'}{2}{u}{3}{s}{4}{x}{5}{y}{6}{u!r}{7}{s!a}", len(f"{'é'}{1}{'ü'}{2}{u}{3}"))
for v in (0, 9, 10, -1, -10, 99, 100, 2**62 - 1, -2**62, 2**62, 10**18, -10**18):
    print(f"<{v}>{v!r}<{v:5}>", end=" ")
print()
def g(n):
    print("g", n)
    return n
print(f"{g(1)}-{g(2)}-{g(3):>{g(4)}}")
try:
    print(f"{Bad()}")
except TypeError as e:
    print("TypeError", e)
try:
    print(f"{g(1)}{undefined_name}{g(2)}")
except NameError as e:
    print("NameError", e)
try:
    print(f"{x:{undefined_spec}}")
except NameError as e:
    print("NameError", e)
try:
    print(f"{x:q}")
except ValueError as e:
    print("ValueError", e)
try:
    print(f"{s:d}")
except ValueError as e:
    print("ValueError", e)
parts = []
for i in range(5):
    parts.append(f"k{i}:{i * 2}")
print(",".join(parts), "".join([]), ",".join([]), "-".join(["é", "", "日本"]), "".join(["x"]))
print("é".join(["a", "b", "c"]), "".join(S(c) for c in "xyz"), len("日".join(["本", "語"])))
try:
    ",".join(["a", 1])
except TypeError as e:
    print("TypeError", e)
