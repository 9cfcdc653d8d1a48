# expect: error IndexError
# A hugely negative index must not wrap into range.
print([1, 2, 3][-(2 ** 64) + 1])
