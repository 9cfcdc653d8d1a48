import dataclasses as dc
f = dc.field()
print(f.default is dc.MISSING, f.default_factory is dc.MISSING)
g = dc.field(default=3)
print(g.default, g.default_factory is dc.MISSING)
h = dc.field(default_factory=list)
print(h.default is dc.MISSING, h.default_factory)
print(dc.field(default=dc.MISSING).default is dc.MISSING)
@dc.dataclass
class A:
    x: int
    y: list = dc.field(default_factory=list)
    z: int = 5
    w: int = dc.field(default=7, repr=False)
a = A(1)
print(a, a.w, A.z, A.w, hasattr(A, 'y'), [(f.name, f.default if f.default is not dc.MISSING else 'M', f.default_factory if f.default_factory is not dc.MISSING else 'M') for f in dc.fields(A)])
@dc.dataclass
class B:
    m: int = dc.MISSING
try:
    print(B())
except TypeError as e:
    print('TypeError', e)
print(B(2), hasattr(B, 'm'))
try:
    @dc.dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print('TypeError', e)
try:
    @dc.dataclass
    class M:
        a: list = []
except ValueError as e:
    print('ValueError', e)
@dc.dataclass
class I:
    a: int
    iv: dc.InitVar[int] = 3
    def __post_init__(self, iv):
        self.b = iv
i = I(1)
print(i, i.b, dc.replace(i, a=2).b)
@dc.dataclass
class J:
    iv: dc.InitVar[int]
    def __post_init__(self, iv): pass
try:
    dc.replace(J(1))
except ValueError as e:
    print('ValueError', e)
