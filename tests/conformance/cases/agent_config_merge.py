import copy
import json
def deep_merge(base, override):
    result = copy.deepcopy(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(result.get(k), dict):
            result[k] = deep_merge(result[k], v)
        else:
            result[k] = v
    return result
defaults = {"db": {"host": "localhost", "port": 5432, "opts": {"ssl": False}}, "debug": False, "workers": 2}
env = {"db": {"host": "prod.db", "opts": {"ssl": True, "timeout": 5}}, "workers": 8}
merged = deep_merge(defaults, env)
print(json.dumps(merged, sort_keys=True))
print(defaults["db"]["host"])
def get_path(d, path, default=None):
    for part in path.split("."):
        if not isinstance(d, dict) or part not in d:
            return default
        d = d[part]
    return d
print(get_path(merged, "db.opts.timeout"), get_path(merged, "db.user", "root"), get_path(merged, "workers.x"))
def diff(a, b, prefix=""):
    for k in sorted(set(a) | set(b)):
        p = f"{prefix}{k}"
        if k not in a:
            print("+", p, b[k])
        elif k not in b:
            print("-", p, a[k])
        elif isinstance(a[k], dict) and isinstance(b[k], dict):
            diff(a[k], b[k], p + ".")
        elif a[k] != b[k]:
            print("~", p, a[k], "->", b[k])
diff(defaults, merged)
