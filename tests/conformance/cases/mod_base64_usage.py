import base64
import json
payload = {"id": 7, "tags": ["x", "y"]}
token = base64.urlsafe_b64encode(json.dumps(payload).encode()).decode().rstrip("=")
print(token)
padded = token + "=" * (-len(token) % 4)
print(json.loads(base64.urlsafe_b64decode(padded)))
auth = base64.b64encode(b"user:pa55word").decode("ascii")
print("Basic " + auth, base64.b64decode(auth).split(b":"))
print(base64.b64encode(bytes(range(256)))[:40], len(base64.b64encode(bytes(range(256)))))
print(base64.b16encode(b"hello").lower(), base64.b16decode(base64.b16encode(b"hello")))
print(base64.b32encode(b"12345"), base64.b32decode(base64.b32encode(b"123456")))
print(base64.standard_b64decode("SGk="), base64.decodebytes(b"SGk=\n"))
for s in ["SGk", "S", "SGk==="]:
    try:
        print(s, base64.b64decode(s))
    except Exception as e:
        print(s, type(e), e)
