# expect: any
# A22: time.sleep(10**6) must not block past the limits (or time must not be importable).
import time
time.sleep(10 ** 6)
