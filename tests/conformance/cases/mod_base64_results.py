import base64
data = bytes(range(256)) * 3
for f in ['b64encode', 'standard_b64encode', 'urlsafe_b64encode', 'encodebytes', 'b32encode', 'b32hexencode', 'b16encode']:
    print(f, getattr(base64, f)(data)[:90], len(getattr(base64, f)(data)), getattr(base64, f)(b''))
print(base64.b64encode(data[:30], altchars=b'-_'), base64.b64encode(b'', altchars=b'-_'))
print(base64.b16decode(b'00ff10'), base64.b16decode(b'abcd', casefold=True), base64.b16decode(b''))
for bad in [b'abc', b'0g', b'ab']:
    try: print(base64.b16decode(bad))
    except Exception as e: print(type(e).__name__, e)
print(base64.decodebytes(base64.encodebytes(data)) == data)
