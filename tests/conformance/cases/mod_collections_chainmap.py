from collections import ChainMap
import collections

defaults = {"color": "red", "user": "guest", "size": 1}
env = {"user": "admin"}
cli = {}
cm = ChainMap(cli, env, defaults)
print(cm["user"], cm["color"], cm.get("missing"), cm.get("size", 0))
print(len(cm), sorted(cm), list(cm))
print("user" in cm, "nope" in cm, bool(cm), bool(ChainMap()))
print(cm)
print(dict(cm) == {"color": "red", "user": "admin", "size": 1})
cm["color"] = "blue"
print(cli, cm["color"])
del cm["color"]
try:
    del cm["user"]
except KeyError as e:
    print("KeyError", e)
try:
    cm["nothing"]
except KeyError as e:
    print("KeyError", e)
child = cm.new_child({"size": 3})
print(child["size"], child.parents["size"], len(child.maps))
print(cm.new_child())
print(list(cm.keys()), list(cm.values()), list(cm.items()))
print(sorted(cm.items()))
print(cm.keys())
print(ChainMap.fromkeys("ab", 0))
print(cm.copy() == cm, cm == dict(cm), cm != {"a": 1})
print(cm.pop("user", "dflt"), cm.setdefault("x", 9), cm.maps[0])
cm.update(y=2)
cm |= {"z": 3}
print(cm.maps[0], cm | {"w": 4})
print({"v": 0} | ChainMap({"u": 1}))
print(cm.popitem())
cm.clear()
print(cm.maps[0])
try:
    ChainMap().popitem()
except KeyError as e:
    print("KeyError", e)
counts = ChainMap({}, {"a": 1})
for k in "aab":
    counts[k] = counts.get(k, 0) + 1
print(counts)
print(isinstance(cm, collections.ChainMap), "b" in cm.items() if False else ("user", "admin") in cm.items())
print(1 in ChainMap({1: 2}).values(), 3 in ChainMap({1: 2}).values())
