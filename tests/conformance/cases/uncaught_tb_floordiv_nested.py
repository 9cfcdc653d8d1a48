# traceback: full
rows = [[4, 2], [3, 0]]
for r in rows:
    print(r[0]   //   r[1])
