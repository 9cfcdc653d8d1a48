# expect: ok
# A24: indirect calls through sorted(key=...): the same guard.
print(sorted([1, 2], key=lambda x: str(getattr(x, "__class__"))))
