# expect: error SystemExit
# A23: SystemExit is a BaseException: except Exception does not catch it.
try:
    raise SystemExit(1)
except Exception:
    print("must not be caught here")
