from collections import defaultdict, OrderedDict, ChainMap

inventory = {"apple": 3, "banana": 0, "cherry": 7}
inventory.update(banana=5, date=1)
print(inventory, inventory.get("fig", 0), inventory.pop("date"), inventory.setdefault("egg", 12))
print(list(inventory.keys()), list(inventory.values())[:2], ("apple", 3) in inventory.items())
print({k: v for k, v in inventory.items() if v > 4})
dd = defaultdict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    dd[word[0]].append(word)
print(dict(dd), dd["z"], len(dd))
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["x"] += 1
nested["a"]["y"] += 2
print({k: dict(v) for k, v in nested.items()})
od = OrderedDict([("b", 2), ("a", 1)])
od.move_to_end("b")
od["c"] = 3
print(od, od.popitem(last=False), list(od))
defaults = {"color": "red", "size": "M"}
user = {"size": "L"}
cm = ChainMap(user, defaults)
print(cm["color"], cm["size"], dict(cm) == {"color": "red", "size": "L"})
d = dict.fromkeys("abc", 0)
d["a"] += 1
print(d, sorted(d, reverse=True), len(d), d == {"a": 1, "b": 0, "c": 0})
del d["b"]
print(d, "b" in d, d.copy() is d)
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)
print(dict(sorted({"b": 1, "a": 2}.items())), max({"a": 5, "b": 9}.items(), key=lambda kv: kv[1]))
