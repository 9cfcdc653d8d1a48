def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]

def transpose(m):
    return [list(r) for r in zip(*m)]

def det(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))

A = [[1, 2], [3, 4]]
B = [[5, 6], [7, 8]]
print(matmul(A, B), transpose([[1, 2, 3], [4, 5, 6]]))
print(det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det(A))
I = [[int(i == j) for j in range(3)] for i in range(3)]
print(I)
for row in matmul(I, [[1, 2, 3], [4, 5, 6], [7, 8, 9]]):
    print(" ".join(f"{v:3d}" for v in row))
flat = [x for row in A for x in row]
print(flat, [flat[i:i + 2] for i in range(0, len(flat), 2)])
print(max(map(max, B)), sum(map(sum, A)))
