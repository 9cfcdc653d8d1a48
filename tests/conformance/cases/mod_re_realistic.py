import re
config = """
# comment
name = demo
  version=1.2.3
empty =
path = /usr/local/bin   
"""
pairs = re.findall(r'^\s*(\w+)\s*=\s*(.*?)\s*$', config, re.M)
print(pairs)
print(dict(pairs))
def slugify(s):
    return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')
print(slugify("Hello, World! It's 2024 -- Python & Regex"))
text = "First sentence. Second one! Is this third? Yes. Last"
print(re.split(r'(?<=[.!?])\s+', text))
prices = "Costs: $12.50, $3, 4.75 USD and $1,234.56"
print(re.findall(r'\$?\d+(?:,\d{3})*(?:\.\d+)?', prices))
log = """2024-01-15 10:23:45 ERROR [db] Connection lost
2024-01-15 10:24:01 INFO [web] Request served in 35ms
2024-01-15 10:25:13 WARNING [db] Slow query (1200ms)
2024-01-16 08:00:00 ERROR [auth] Invalid token"""
pat = re.compile(r'^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>[A-Z]+) \[(?P<mod>\w+)\] (?P<msg>.*)$', re.M)
for m in pat.finditer(log):
    if m['level'] == 'ERROR':
        print(m.group('date'), m.group('mod'), m.group('msg'))
print([m.groupdict()['level'] for m in pat.finditer(log)])
print(re.findall(r'(\d+)ms', log), sum(int(x) for x in re.findall(r'(\d+)ms', log)))
code = "def foo(a, b):\n    return bar(a) + baz(b, 2)\n"
print(re.findall(r'\b([a-zA-Z_]\w*)\s*\(', code))
print(re.sub(r'(?<!^)(?=[A-Z])', '_', 'SomeCamelCaseName').lower())
print(re.fullmatch(r'[\w.+-]+@[\w-]+\.[\w.]+', 'a.b+c@d-e.co.uk') is not None)
print(bool(re.match(r'^\d{3}-\d{4}$', '555-1234')), bool(re.match(r'^\d{3}-\d{4}$', '5551234')))
html = '<a href="x.html">X</a> <a href=\'y.html\'>Y</a>'
print(re.findall(r'href=["\'](.*?)["\']', html))
print(re.sub(r'<[^>]+>', '', html))
print(re.findall(r'\b\w{5,}\b', 'tiny words and lengthy expressions here'))
phone = re.compile(r'\(?(\d{3})\)?[-.\s]?(\d{3})[-.\s]?(\d{4})')
for s in ['(555) 123-4567', '555.123.4567', '5551234567', '55-123']:
    m = phone.search(s)
    print(s, m.groups() if m else None)
print(re.sub(r'(\d+)', lambda m: str(int(m.group(1)) + 1), 'v1.9.99'))
print(re.sub(r'\s{2,}', ' ', 'a  b     c'), re.sub(r'^', '> ', 'l1\nl2', flags=re.M))
words = re.findall(r"\b[a-z']+\b", "the cat and the hat and THE bat".lower())
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])))
print(re.escape('file[1].txt'), re.search(re.escape('a.b'), 'axb a.b').span())
print(re.split(r'\s*[;,]\s*|\s+and\s+', 'a, b ;c and d'))
print(re.match(r'(?i)^(?:yes|y|true)$', 'YES') is not None)
