from abc import ABC, abstractmethod

class Plugin(ABC):
    registry = {}

    def __init_subclass__(cls):
        pass
        Plugin.registry[cls.__name__.lower()] = cls

    @abstractmethod
    def run(self, data):
        ...

    def describe(self):
        return f"{type(self).__name__}: {self.run.__doc__}"

class Upper(Plugin):
    def run(self, data):
        """uppercases"""
        return data.upper()

class Reverse(Plugin):
    def run(self, data):
        """reverses"""
        return data[::-1]

print(sorted(Plugin.registry))
for name in sorted(Plugin.registry):
    p = Plugin.registry[name]()
    print(name, p.run("abc"), p.describe())
try:
    Plugin()
except TypeError as e:
    print("TypeError:", e)
