# expect: error TypeError
# __len__ returning a str.
class L:
    def __len__(self):
        return "3"
print(len(L()))
