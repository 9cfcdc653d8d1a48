class Proxy:
    def __init__(self, target):
        self._target = target
        self.calls = []
    def __getattr__(self, name):
        attr = getattr(self._target, name)
        if callable(attr):
            def wrapper(*args, **kwargs):
                self.calls.append(name)
                return attr(*args, **kwargs)
            return wrapper
        return attr
p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p._target, p.calls)
try:
    p.missing
except AttributeError as e:
    print("AttributeError:", e)
class Config:
    def __init__(self, data):
        self._data = data
    def __getattr__(self, name):
        try:
            v = self._data[name]
        except KeyError:
            raise AttributeError(f"no setting {name!r}") from None
        return Config(v) if isinstance(v, dict) else v
    def __getitem__(self, k):
        return self._data[k]
    def __contains__(self, k):
        return k in self._data
c = Config({"db": {"host": "h", "port": 5}, "debug": True})
print(c.db.host, c.db.port, c.debug, "db" in c, c["debug"])
try:
    c.nope
except AttributeError as e:
    print(e)
class Callable:
    def __init__(self, factor):
        self.factor = factor
    def __call__(self, x):
        return x * self.factor
double = Callable(2)
print(double(21), list(map(double, [1, 2])), callable(double))
