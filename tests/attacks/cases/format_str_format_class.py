# expect: ok
# A06: format-string field traversal takes the `.` syntax's guard.
print("{0.__class__}".format(1))
