from collections import deque

grid = [
    "S.#.....",
    ".##.###.",
    "....#...",
    ".##...#E",
]
rows, cols = len(grid), len(grid[0])
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
end = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "E")
q = deque([(start, 0)])
seen = {start}
prev = {}
while q:
    (r, c), d = q.popleft()
    if (r, c) == end:
        print("distance", d)
        break
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in seen:
            seen.add((nr, nc))
            prev[(nr, nc)] = (r, c)
            q.append(((nr, nc), d + 1))
path = [end]
while path[-1] != start:
    path.append(prev[path[-1]])
print(path[::-1][:5], len(path))
dq = deque(maxlen=3)
for i in range(6):
    dq.append(i)
print(dq, list(dq))
dq.rotate(1)
dq.appendleft(-1)
print(dq, dq.popleft(), dq.pop())
