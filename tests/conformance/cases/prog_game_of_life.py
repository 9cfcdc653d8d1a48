# Three generations of Conway's Game of Life on a small torus.
grid = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
W = H = 6
def step(cells):
    counts = {}
    for x, y in cells:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    key = ((x + dx) % W, (y + dy) % H)
                    counts[key] = counts.get(key, 0) + 1
    return {c for c, n in counts.items() if n == 3 or (n == 2 and c in cells)}
for gen in range(3):
    for y in range(H):
        print("".join("#" if (x, y) in grid else "." for x in range(W)))
    print()
    grid = step(grid)
print(sorted(grid))
