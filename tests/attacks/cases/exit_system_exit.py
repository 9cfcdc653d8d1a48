# expect: error SystemExit
# A23: SystemExit must not end the host; it is reported as an error.
raise SystemExit(0)
