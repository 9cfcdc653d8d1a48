# Matrix manipulation with comprehensions.
A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
product = [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
print(product)
transpose = [[row[i] for row in A] for i in range(len(A[0]))]
print(transpose)
identity = [[int(i == j) for j in range(3)] for i in range(3)]
print(identity)
print([sum(row) for row in A], [max(col) for col in zip(*A)])
