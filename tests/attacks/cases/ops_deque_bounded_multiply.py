# expect: ok | ops
# A bounded deque keeps only its last maxlen items: deque([1], maxlen=3) * 10**18 is cheap.
from collections import deque
d = deque([1, 2], maxlen=3) * 10 ** 18
print(d)
