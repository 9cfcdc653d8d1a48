# expect: ops
# The simplest infinite loop.
while True:
    pass
