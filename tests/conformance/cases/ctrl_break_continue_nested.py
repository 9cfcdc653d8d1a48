# break and continue affect only the innermost loop.
out = []
for i in range(4):
    for j in range(4):
        if j > i:
            break
        if (i + j) % 2:
            continue
        out.append((i, j))
print(out)
count = 0
i = 0
while i < 10:
    i += 1
    if i % 3 == 0:
        continue
    count += i
print(count)
