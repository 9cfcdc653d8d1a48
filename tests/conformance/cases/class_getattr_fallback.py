# __getattr__ is called only for missing attributes.
class Proxy:
    def __init__(self, target):
        self.target = target
    def __getattr__(self, name):
        if name.startswith("x_"):
            raise AttributeError(name)
        return f"proxied {name}"
p = Proxy([1])
print(p.target, p.anything, getattr(p, "other"), hasattr(p, "x_hidden"))
