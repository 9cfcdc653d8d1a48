# expect: error TypeError
# __repr__ returning an int.
class R:
    def __repr__(self):
        return 5
print(repr(R()))
