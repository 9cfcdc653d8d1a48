# expect: ok
# Reference cycles between objects must be freed (or outlive the run) without running user code.
class A:
    pass
for _ in range(1000):
    a = A()
    b = A()
    a.other = b
    b.other = a
print("ok")
