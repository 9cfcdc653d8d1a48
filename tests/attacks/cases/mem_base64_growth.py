# expect: memory MemoryError
# imports: base64
# Repeated encoding grows by a third each time until the heap cap refuses it.
import base64
b = b"x" * 1000000
while True:
    b = base64.b64encode(b + b)
