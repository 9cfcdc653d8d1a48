# expect: error OverflowError
# __len__ beyond the index range.
class L:
    def __len__(self):
        return 2 ** 100
print(len(L()))
