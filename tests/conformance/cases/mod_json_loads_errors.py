import json
for s in ['', '  ', '[1,]', '{"a":1,}', '{"a" 1}', '{1:2}', '[1 2]', '"abc', '"a\\qb"',
          '"\\u12"', 'nul', '01', '1.', '-', '[', '{', '{"a"', '{"a":', '"a\tb"',
          '[1,\n 2,\n x]', '\ufeff1', '[] x', 'true false', '"\\u12345', '"abc\\', '[-]',
          '{"a": 1 "b": 2}', '[1, 2', 'é', '"é" x', 'tru', '1e', '1.5e+', '-01']:
    try:
        print(repr(s), repr(json.loads(s)))
    except json.JSONDecodeError as e:
        print(repr(s), 'ERR', e, '|', e.msg, e.pos, e.lineno, e.colno)
try:
    json.loads(5)
except TypeError as e:
    print(e)
e = json.JSONDecodeError("boom", "ab\ncd", 4)
print(e, e.msg, e.pos, e.lineno, e.colno, repr(e))
print(isinstance(e, ValueError), json.JSONDecodeError)
try:
    json.loads("[1, 2")
except ValueError as e:
    print(type(e), e)
