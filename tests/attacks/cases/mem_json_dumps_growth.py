# expect: ops | memory MemoryError
# imports: json
# Doubling a document by re-encoding it: the output buffer is charged as it grows.
import json
s = "x" * 1000
while True:
    s = json.dumps([s, s])
