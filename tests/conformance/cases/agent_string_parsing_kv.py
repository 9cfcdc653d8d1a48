raw = "name=John Doe; age=42; email=john@x.com; tags=a,b,c; active=true"
record = {}
for part in raw.split(";"):
    key, _, value = part.strip().partition("=")
    if value.isdigit():
        value = int(value)
    elif value in ("true", "false"):
        value = value == "true"
    elif "," in value:
        value = value.split(",")
    record[key] = value
print(record)
qs = "q=hello+world&page=2&sort=desc&empty="
params = dict(p.split("=", 1) for p in qs.split("&"))
print(params, params["q"].replace("+", " "))
header = "Content-Type: text/html; charset=UTF-8"
name, _, rest = header.partition(":")
mime, *opts = [s.strip() for s in rest.split(";")]
print(name, mime, dict(o.split("=") for o in opts))
line = '  "quoted value" , 42 ,  3.5  '
fields = [f.strip().strip('"') for f in line.split(",")]
print(fields)
ini = """[db]
host = localhost
port = 5432
[cache]
ttl = 60
"""
sections = {}
current = None
for ln in ini.splitlines():
    ln = ln.strip()
    if ln.startswith("[") and ln.endswith("]"):
        current = sections.setdefault(ln[1:-1], {})
    elif "=" in ln:
        k, v = (s.strip() for s in ln.split("=", 1))
        current[k] = v
print(sections)
