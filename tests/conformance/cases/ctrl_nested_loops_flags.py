# Searching nested structures with early exit via a function return.
grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
def find(target):
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v == target:
                return r, c
    return None
print(find(5), find(9), find(10))
found = None
for r, row in enumerate(grid):
    for c, v in enumerate(row):
        if v == 6:
            found = (r, c)
            break
    if found:
        break
print(found)
