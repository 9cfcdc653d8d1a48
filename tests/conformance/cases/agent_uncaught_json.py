import json
payload = '{"name": "x", "items": [1, 2,]}'
data = json.loads(payload)
print(data)
