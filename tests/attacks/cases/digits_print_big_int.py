# expect: error ValueError
# print() of a huge int.
print(7 ** 10000)
