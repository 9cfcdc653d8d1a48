rows = [[1, 2], [3, 4]]
for i in range(3):
    print(rows[i][0] + rows[i][1])
