import json
x = []
for i in range(3000):
    x = [x]
try:
    json.dumps(x)
except RecursionError as e:
    print('RecursionError', e)
x = {}
for i in range(3000):
    x = {"a": x}
try:
    json.dumps(x)
except RecursionError as e:
    print('RecursionError', e)
try:
    json.loads('{"a":' * 3000)
except RecursionError as e:
    print('RecursionError', e)
try:
    json.loads('[' * 100000)
except RecursionError as e:
    print('RecursionError', e)
print(len(json.dumps(json.loads('[' * 500 + ']' * 500))))
try:
    json.dumps(10 ** 5000)
except ValueError as e:
    print('ValueError', e)
