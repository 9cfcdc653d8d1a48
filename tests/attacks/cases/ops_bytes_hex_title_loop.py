# expect: ops
# bytes.hex (an sprintf per byte) and str.title of ASCII (the per-code-point path) are
# charged beyond their result's allocation.
b = b"x" * 10 ** 6
s = "ab " * 300000
while True:
    b.hex()
    s.title()
