# expect: ops
# A finally block runs on the unwind but gets no fresh budget.
try:
    while True:
        pass
finally:
    while True:
        pass
