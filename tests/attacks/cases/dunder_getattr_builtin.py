# expect: ok
# A03: getattr with a dunder name takes the `.` syntax's guard: __class__ is readable.
print(getattr(1, "__class__"))
