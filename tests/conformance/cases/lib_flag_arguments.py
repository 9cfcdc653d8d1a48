import base64, csv, io, json, dataclasses
class Bad:
    def __bool__(self): raise ValueError('no truth')
class Len0:
    def __len__(self): return 0
for f in [lambda: base64.b64decode(b'YQ==', validate=1),
          lambda: base64.b16decode(b'ab', casefold=Bad()), lambda: base64.b16decode(b'ab', casefold=Len0()), lambda: base64.b16decode(b'ab', casefold='x'),
          lambda: base64.b32decode(b'me======', casefold=Bad()), lambda: base64.b32decode(b'me======', casefold=1),
          lambda: list(csv.reader(['a, "b"'], skipinitialspace=Bad())), lambda: list(csv.reader(['a, "b"'], skipinitialspace=[1])),
          lambda: csv.writer(io.StringIO(), doublequote=Len0()).dialect.doublequote, lambda: csv.reader([], strict=Bad()),
          lambda: json.dumps({'b': 1, 'a': 2}, sort_keys=Bad()), lambda: json.dumps({'b': 1, 'a': 2}, sort_keys=[0]),
          lambda: json.loads('"a\tb"', strict=Len0()),
          lambda: dataclasses.dataclass(order=Bad())(type('C', (), {}))]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
@dataclasses.dataclass(order=[1], eq=1)
class P:
    x: int = dataclasses.field(default=0, compare=[])
    y: int = 1
print(P(1, 2) < P(0, 3), P(1, 2) == P(5, 2))
