# __bool__ takes precedence over __len__ for truthiness.
class Empty:
    def __len__(self):
        return 0
class AlwaysTrue:
    def __len__(self):
        return 0
    def __bool__(self):
        return True
class Plain:
    pass
print(bool(Empty()), bool(AlwaysTrue()), bool(Plain()), not Empty(), "yes" if AlwaysTrue() else "no")
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print(type(e), e)
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print(type(e), e)
