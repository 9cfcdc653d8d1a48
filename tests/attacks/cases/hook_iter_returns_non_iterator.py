# expect: error TypeError
# __iter__ returning something without __next__.
class I:
    def __iter__(self):
        return 5
for x in I():
    pass
