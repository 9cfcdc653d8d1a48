# expect: error AttributeError
# A24: indirect calls through sorted(key=...).
print(sorted([1, 2], key=lambda x: str(getattr(x, "__class__"))))
