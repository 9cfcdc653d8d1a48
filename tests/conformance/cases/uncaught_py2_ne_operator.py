# The Python 2 <> operator.
print(1 <> 2)
