# expect: ops
# repr of a container is an operation per item shown.
f = [1.5] * 10 ** 5
l = list(range(10 ** 6))
while True:
    str(f)
    str(l)
