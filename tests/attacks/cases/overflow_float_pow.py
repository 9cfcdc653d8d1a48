# expect: error OverflowError
# Float overflow raises instead of producing garbage.
x = 10.0 ** 400
