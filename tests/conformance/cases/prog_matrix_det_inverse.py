# Determinant by Laplace expansion and exact integer arithmetic.
def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))
M = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
print(det(M), det([[1, 2], [3, 4]]), det([[i + j for j in range(4)] for i in range(4)]))
