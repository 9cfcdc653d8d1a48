# Rich comparisons, reflected comparisons, and sorting custom objects.
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __le__(self, o):
        return self.parts <= o.parts
    def __hash__(self):
        return hash(self.parts)
vs = [Version(s) for s in ("1.10", "1.2", "1.2.1", "0.9")]
print(sorted(vs), max(vs), min(vs), Version("1.0") == Version("1.0"), Version("1.0") != Version("1.1"))
print(Version("2.0") > Version("1.0"), Version("1.0") >= Version("1.0"), Version("1") < Version("1.0"))
print(len({Version("1.0"), Version("1.0"), Version("2")}))
