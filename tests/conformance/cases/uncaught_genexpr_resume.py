# traceback: full
data = [3, 2, 0, 1]
total = sum(100 // d for d in data if d != 2)
print(total)
