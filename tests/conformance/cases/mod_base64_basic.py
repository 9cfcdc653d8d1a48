import base64
print(base64.b64encode(b'hello world'), base64.b64encode(b''), base64.b64encode(b'a'), base64.b64encode(b'ab'))
print(base64.b64decode(b'aGVsbG8gd29ybGQ='), base64.b64decode('aGVsbG8gd29ybGQ='), base64.b64decode(b'YQ=='))
print(base64.b64encode(b'\xfb\xff\xfe', altchars=b'-_'), base64.urlsafe_b64encode(b'\xfb\xff\xfe'), base64.urlsafe_b64decode('-__-'))
print(base64.standard_b64encode(b'xyz'), base64.standard_b64decode(b'eHl6'))
print(base64.b64decode(b'aGVs bG8=\n'), base64.b64decode(b'aG!!VsbG8='))
for bad in [b'abc', b'a', b'abcde', b'ab=c', b'====', b'YQ', b'YQ=']:
    try:
        print(bad, base64.b64decode(bad))
    except Exception as e:
        print(bad, type(e), e)
try:
    base64.b64decode(b'aG!!VsbG8=', validate=True)
except Exception as e:
    print(type(e), e)
try:
    base64.b64decode('é')
except Exception as e:
    print(type(e), e)
try:
    base64.b64encode('str')
except Exception as e:
    print(type(e), e)
print(base64.b32encode(b'hello'), base64.b32decode(b'NBSWY3DP'), base64.b32encode(b'a'), base64.b32decode('me======', casefold=True))
print(base64.b16encode(b'\x01\xab'), base64.b16decode(b'01AB'), base64.b16decode('01ab', casefold=True))
for f, arg in [(base64.b32decode, b'NBSWY3D'), (base64.b16decode, b'01ab'), (base64.b16decode, b'0'), (base64.b32decode, b'me======')]:
    try:
        print(f(arg))
    except Exception as e:
        print(type(e), e)
print(base64.encodebytes(b'x' * 60), base64.decodebytes(b'eHh4\n'))
print(base64.b64encode(bytearray(b'ab')) if False else 0)
print(base64.b32hexencode(b'hello'), base64.b32hexdecode(b'D1IMOR3F'))

