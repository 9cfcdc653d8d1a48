import json

config_text = '{"name": "service", "version": "1.2.3", "replicas": 3, "env": {"DEBUG": false, "LEVEL": "info"}, "ports": [80, 443], "ratio": 0.75, "owner": null}'
config = json.loads(config_text)
print(config["env"]["LEVEL"], config["ports"][-1], config["owner"])
config["replicas"] += 2
config["tags"] = ["web", "prod"]
print(json.dumps(config, indent=2, sort_keys=True))
print(json.dumps(config["env"], separators=(",", ":")))
print(json.dumps({"é": "ü", "n": 1e20, "t": (1, 2)}))
print(json.dumps({"é": "ü"}, ensure_ascii=False))
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("bad json:", e.msg, e.lineno, e.colno)
major, minor, patch = map(int, config["version"].split("."))
print(major, minor, patch)
