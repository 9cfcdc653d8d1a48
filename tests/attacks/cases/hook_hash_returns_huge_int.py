# expect: ok
# A huge __hash__ result is reduced, not truncated into a crash.
class H:
    def __hash__(self):
        return 10 ** 100
d = {H(): 1}
assert len(d) == 1
print("ok")
