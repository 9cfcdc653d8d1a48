# expect: ops
# The limit is not an exception the snippet can swallow and retry.
import time
while True:
    try:
        time.sleep(10 ** 6)
    except BaseException:
        pass
