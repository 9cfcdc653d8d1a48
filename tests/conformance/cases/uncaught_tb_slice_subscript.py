# traceback: full
grid = {"rows": [[1, 2], [3, 4]]}
cell = grid["rows"][1][0:1] + grid["cols"][0]
