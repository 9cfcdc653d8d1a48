# expect: error AttributeError
# CVE-2026-4963's chain overwrites __code__; reading it must already fail.
def f():
    return 1
print(f.__code__)
