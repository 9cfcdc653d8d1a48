# expect: ok
# imports: json
# default= that empties the list being encoded: no use of freed items.
import json
data = []
class A:
    pass
def d(o):
    data.clear()
    return "x"
data.extend([A(), A(), A()])
print(json.dumps(data, default=d))
