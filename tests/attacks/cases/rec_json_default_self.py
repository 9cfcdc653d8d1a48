# expect: error ValueError
# imports: json
# default= returning the object itself: CPython reports a circular reference.
import json
class A:
    pass
json.dumps(A(), default=lambda o: o)
