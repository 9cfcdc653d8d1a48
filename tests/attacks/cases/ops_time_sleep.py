# expect: ops
# A22: time.sleep(10**6) must not block past the limits: sleeping is paid from the op budget.
import time
time.sleep(10 ** 6)
