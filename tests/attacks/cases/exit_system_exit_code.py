# expect: error SystemExit
# A23: a SystemExit with a non-zero code.
print("before")
raise SystemExit(3)
