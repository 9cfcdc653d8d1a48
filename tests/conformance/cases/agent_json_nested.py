import json

payload = """
{"users": [
  {"id": 1, "name": "Ann", "roles": ["admin", "dev"], "active": true, "score": 88.5},
  {"id": 2, "name": "Ben", "roles": ["dev"], "active": false, "score": 72.0},
  {"id": 3, "name": "Cy", "roles": [], "active": true, "score": 91.25}
]}
"""
data = json.loads(payload)
active = [u for u in data["users"] if u["active"]]
print([u["name"] for u in active])
avg = sum(u["score"] for u in data["users"]) / len(data["users"])
print(f"average score: {avg:.3f}")
by_role = {}
for u in data["users"]:
    for r in u["roles"]:
        by_role.setdefault(r, []).append(u["name"])
print(by_role)

def flatten(obj, prefix=""):
    out = {}
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.update(flatten(v, f"{prefix}{k}."))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.update(flatten(v, f"{prefix}{i}."))
    else:
        out[prefix[:-1]] = obj
    return out

flat = flatten(data)
for k in list(flat)[:6]:
    print(k, "=", flat[k])
print(len(flat))
print(json.dumps(data["users"][0]))
