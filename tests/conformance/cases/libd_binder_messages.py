# The argument messages of library functions whose counting moved into their method
# table's signature (issue 13's one binder): each call is checked against CPython's words.
import dataclasses, typing, enum, unicodedata, string, textwrap, stat, contextlib, traceback

calls = [
    lambda: dataclasses.fields(),
    lambda: dataclasses.fields(1, 2),
    lambda: dataclasses.fields(x=1),
    lambda: dataclasses.is_dataclass(),
    lambda: dataclasses.is_dataclass(obj=1),
    lambda: dataclasses.is_dataclass(1, 2),
    lambda: dataclasses.asdict(),
    lambda: dataclasses.asdict(1, 2),
    lambda: dataclasses.astuple(),
    lambda: dataclasses.astuple(1, 2),
    lambda: dataclasses.field(1),
    lambda: dataclasses.field(bogus=1),
    lambda: typing.overload(),
    lambda: typing.overload(1, 2),
    lambda: typing.overload(func=len).__name__,
    lambda: typing.cast(1),
    lambda: typing.cast(int, 1, 2),
    lambda: typing.cast(typ=int, val=2),
    lambda: enum.unique(),
    lambda: enum.unique(1, 2),
    lambda: unicodedata.category(),
    lambda: unicodedata.category("a", 1),
    lambda: unicodedata.category(1),
    lambda: unicodedata.category("ab"),
    lambda: unicodedata.mirrored(),
    lambda: unicodedata.decomposition(),
    lambda: unicodedata.decimal(),
    lambda: unicodedata.decimal("a", 1, 2),
    lambda: unicodedata.decimal("a", 7),
    lambda: unicodedata.digit(1),
    lambda: unicodedata.numeric("x", None),
    lambda: unicodedata.name(),
    lambda: unicodedata.name("a", 1, 2),
    lambda: unicodedata.name("\x00", "none"),
    lambda: unicodedata.lookup(),
    lambda: unicodedata.lookup("LATIN SMALL LETTER A"),
    lambda: unicodedata.normalize("NFC"),
    lambda: unicodedata.normalize(1, "a"),
    lambda: unicodedata.normalize("NFC", 1),
    lambda: unicodedata.normalize("XYZ", "a"),
    lambda: unicodedata.is_normalized("NFD"),
    lambda: unicodedata.is_normalized("NFD", "\u00e9"),
    lambda: string.capwords(),
    lambda: string.capwords("a b", " ", 1),
    lambda: string.capwords(s="hello world"),
    lambda: textwrap.indent("a"),
    lambda: textwrap.indent("a\nb", "> "),
    lambda: textwrap.indent(text="a", prefix="-", predicate=None, x=1),
    lambda: textwrap.dedent(),
    lambda: textwrap.dedent("  a", 1),
    lambda: textwrap.wrap(),
    lambda: textwrap.fill("a b c", width=3),
    lambda: textwrap.shorten("hello world", 8),
    lambda: textwrap.shorten("hello world"),
    lambda: stat.S_ISDIR(),
    lambda: stat.S_ISDIR(1, 2),
    lambda: stat.S_ISDIR(-1),
    lambda: stat.S_ISDIR("x"),
    lambda: stat.S_IMODE(2 ** 40),
    lambda: stat.filemode(),
    lambda: min(),
    lambda: max(1),
    lambda: max([], default=3),
    lambda: any(),
    lambda: all(1, 2),
    lambda: any(x=1),
    lambda: chr(-1),
    lambda: chr("a"),
    lambda: chr(2 ** 70),
]
for c in calls:
    try:
        print(repr(c()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
for c in [lambda: vars(1, 2), lambda: vars(x=1), lambda: dir(1, 2), lambda: dir(x=1),
          lambda: enum.unique(1), lambda: typing.final(), lambda: typing.final(1, 2),
          lambda: typing.final(f=3), lambda: typing.no_type_check(),
          lambda: typing.runtime_checkable(), lambda: typing.assert_type(1),
          lambda: typing.assert_type(1, int), lambda: typing.reveal_type()]:
    try:
        print(repr(c()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
wrap = dataclasses.dataclass(init=False)
for c in [lambda: wrap(), lambda: wrap(1, 2), lambda: wrap(x=1),
          lambda: setattr(1, 2, 3), lambda: delattr(1, 2), lambda: getattr(1, 2),
          lambda: hasattr(1, 2)]:
    try:
        print(repr(c()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
@wrap
class P:
    x: int = 1
p = P()
setattr(p, "x", 5)
print(p.x)
delattr(p, "x")
print(p.x)
for c in [lambda: dataclasses.dataclass(1, 2), lambda: dataclasses.dataclass(bogus=1),
          lambda: dataclasses.dataclass(None, init=False).__name__]:
    try:
        print(repr(c()))
    except Exception as e:
        print(type(e).__name__ + ":", e)
