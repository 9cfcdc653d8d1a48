# expect: error RecursionError | recursion
# imports: json
# default= returning a fresh object each time: unbounded nesting through the hook.
import json
class A:
    pass
json.dumps(A(), default=lambda o: [A()])
