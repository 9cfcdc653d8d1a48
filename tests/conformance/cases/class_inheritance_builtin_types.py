# Subclassing built-in types.
class MyList(list):
    def total(self):
        return sum(self)
class Upper(str):
    def shout(self):
        return self.upper() + "!"
class DefaultDict(dict):
    def __missing__(self, key):
        self[key] = []
        return self[key]
ml = MyList([1, 2, 3])
ml.append(4)
print(ml, ml.total(), len(ml), isinstance(ml, list), ml[1:])
print(Upper("hi").shout(), Upper("abc") == "abc")
dd = DefaultDict()
dd["a"].append(1)
dd["b"]
print(dd)
