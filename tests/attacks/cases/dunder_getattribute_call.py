# expect: error AttributeError
# A05 / CVE-2025-9959: __getattribute__ called directly.
print((1).__getattribute__("__class__"))
