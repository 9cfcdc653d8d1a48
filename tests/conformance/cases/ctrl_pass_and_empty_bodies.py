# pass in every kind of block, and a docstring-only function.
def f():
    pass
def g():
    "docstring only"
class C:
    pass
for _ in range(2):
    pass
while False:
    pass
try:
    pass
except Exception:
    pass
finally:
    pass
print(f(), g(), C is not None)
