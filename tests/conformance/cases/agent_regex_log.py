import re
from collections import Counter

log = """2024-01-15 10:23:45 ERROR [db] Connection timeout after 30s
2024-01-15 10:24:01 INFO [api] Request GET /users 200 12ms
2024-01-15 10:24:02 WARNING [api] Slow request GET /orders 200 1500ms
2024-01-15 10:25:10 ERROR [api] Request POST /orders 500 45ms
2024-01-15 10:26:00 INFO [db] Reconnected
"""
pattern = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) (\w+) \[(\w+)\] (.*)$", re.MULTILINE)
entries = pattern.findall(log)
print(len(entries))
levels = Counter(e[2] for e in entries)
print(levels.most_common())
for date, time, level, comp, msg in entries:
    if level == "ERROR":
        print(f"{time} {comp}: {msg}")
durations = [int(m) for m in re.findall(r"(\d+)ms", log)]
print(durations, sum(durations) / len(durations))
m = re.search(r"(?P<method>GET|POST) (?P<path>/\w+) (?P<status>\d{3})", log)
print(m.groupdict(), m.span(), m.group("path"))
print(re.sub(r"\d{2}:\d{2}:\d{2}", "<time>", log.splitlines()[0]))
print(re.split(r"\s*\[\w+\]\s*", log.splitlines()[1]))
