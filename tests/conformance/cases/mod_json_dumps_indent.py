import json
print(json.dumps({"a": [1, {}], "b": []}, indent=2))
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps([1, [2, [3]]], indent="\t"))
print(json.dumps({"x": 1}, indent=-1))
print(json.dumps([], indent=2), json.dumps({}, indent=2))
print(json.dumps([1, 2], separators=(' , ', ' : '), indent=1))
print(json.dumps({"b": [1, 2], "a": {"y": 1, "x": 2}}, indent=4, sort_keys=True))
print(json.dumps({"a": 1}, indent="--"))
