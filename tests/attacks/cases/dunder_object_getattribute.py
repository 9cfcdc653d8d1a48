# expect: error AttributeError
# A05: object.__getattribute__ on an instance.
print(object.__getattribute__(1, "__class__"))
