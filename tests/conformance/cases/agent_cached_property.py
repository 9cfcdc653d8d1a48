from functools import cached_property, partialmethod, reduce
class Dataset:
    def __init__(self, values):
        self.values = values
    @cached_property
    def stats(self):
        print("computing stats")
        n = len(self.values)
        mean = sum(self.values) / n
        var = sum((v - mean) ** 2 for v in self.values) / n
        return {"n": n, "mean": mean, "var": var}
d = Dataset([1, 2, 3, 4])
print(d.stats["mean"], d.stats["var"])
class Light:
    def __init__(self):
        self.state = "off"
    def set_state(self, s):
        self.state = s
        return self
    on = partialmethod(set_state, "on")
    off = partialmethod(set_state, "off")
l = Light()
print(l.on().state, l.off().state)
print(reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
