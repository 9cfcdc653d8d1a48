# Comprehension variables do not leak; they can read enclosing names.
n = 3
squares = [n * i for i in range(n)]
print(squares)
try:
    print(i)
except NameError as e:
    print(type(e), e)
class K:
    data = [1, 2]
    doubled = [d * 2 for d in data]
print(K.doubled)
