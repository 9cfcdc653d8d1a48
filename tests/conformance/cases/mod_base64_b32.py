import base64
for data in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(20))]:
    e32 = base64.b32encode(data)
    e16 = base64.b16encode(data)
    e64 = base64.b64encode(data)
    print(e32, base64.b32decode(e32) == data, e16, base64.b16decode(e16) == data, e64, base64.b64decode(e64) == data)
for bad in [b'MZXW6===', b'MZXW6YQ=', b'MZ======', b'M=======', b'MZXW====', b'MZXW6YTB', b'MZXQ====', b'========', b'1ZXW6YTB']:
    try:
        print(bad, base64.b32decode(bad))
    except Exception as e:
        print(bad, type(e), e)
print(base64.b32decode(b'MZXW6YTB', map01=None))
print(base64.b32decode('MZXW6YQ1'.replace('1', 'I') + '', casefold=True) if False else None)
print(base64.b32decode(b'ONXW2ZJAMRQXIYJA', map01=b'L'))
print(base64.b32hexencode(b'foobar'), base64.b32hexdecode(b'cpnmuoj1e8======', casefold=True))
for bad in [b'Zm9v\nYmFy', b'Zm9v YmFy', b'Zm9=vYmFy', b'=Zm9v', b'Zm9vYg==Zm9v', b'Zm9vYg===']:
    for v in (False, True):
        try:
            print(bad, v, base64.b64decode(bad, validate=v))
        except Exception as e:
            print(bad, v, type(e), e)
print(base64.b64encode(b'x' * 100))
print(base64.decodebytes(base64.encodebytes(b'y' * 200)) == b'y' * 200)
print(base64.b64decode('cGFzc3dvcmQ=').decode())
token = base64.urlsafe_b64encode('héllo?/+'.encode()).decode()
print(token, base64.urlsafe_b64decode(token).decode())
