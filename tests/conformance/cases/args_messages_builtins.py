# The argument binder on builtin functions: CPython's METH_O, Clinic and keyword words
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

class A:
    pass

for label, f in [
    ("len0", lambda: len()), ("len2", lambda: len(1, 2)), ("len kw", lambda: len(obj=[])),
    ("abs0", lambda: abs()), ("any2", lambda: any(1, 2)), ("all kw", lambda: all(x=1)),
    ("repr0", lambda: repr()), ("ascii2", lambda: ascii(1, 2)), ("chr float", lambda: chr(1.5)),
    ("chr0", lambda: chr()), ("ord2", lambda: ord("a", "b")), ("hex0", lambda: hex()),
    ("oct kw", lambda: oct(number=1)), ("bin2", lambda: bin(1, 2)), ("hash0", lambda: hash()),
    ("callable2", lambda: callable(1, 2)), ("id kw", lambda: id(obj=1)),
    ("divmod1", lambda: divmod(1)), ("divmod kw", lambda: divmod(1, y=2)),
    ("isinstance1", lambda: isinstance(1)), ("issubclass3", lambda: issubclass(int, int, int)),
    ("format0", lambda: format()), ("format int spec", lambda: format(1, 2)),
    ("format ok", lambda: format(255, "x")),
    ("iter0", lambda: iter()), ("iter3", lambda: iter(1, 2, 3)), ("iter kw", lambda: iter([], x=1)),
    ("next0", lambda: next()), ("next3", lambda: next(iter([]), 1, 2)),
    ("next default", lambda: next(iter([]), "d")),
    ("getattr1", lambda: getattr(1)), ("getattr4", lambda: getattr(1, "a", 2, 3)),
    ("getattr default", lambda: getattr(1, "nope", "d")),
    ("hasattr1", lambda: hasattr(1)), ("setattr2", lambda: setattr(1, "a")),
    ("delattr1", lambda: delattr(1)),
    ("sum0", lambda: sum()), ("sum3", lambda: sum([], 1, 2)), ("sum start", lambda: sum([1], start=2)),
    ("sum kw", lambda: sum([1], x=2)), ("sum iterable kw", lambda: sum(iterable=[1])),
    ("round0", lambda: round()), ("round kw", lambda: round(number=1.55, ndigits=1)),
    ("round x", lambda: round(1, x=1)), ("pow1", lambda: pow(1)),
    ("pow kw", lambda: pow(base=2, exp=10)), ("pow4", lambda: pow(1, 2, 3, 4)),
    ("sorted0", lambda: sorted()), ("sorted2", lambda: sorted([], 1)),
    ("sorted k", lambda: sorted([], k=1)), ("sorted key", lambda: sorted([3, 1, 2], key=lambda x: -x)),
    ("sorted reverse", lambda: sorted([3, 1, 2], reverse=True)),
    ("super kw", lambda: super(x=1)), ("super ok", lambda: type(super(A, A())).__name__),
]:
    t(label, f)
