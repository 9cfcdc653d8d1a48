# Output produced before the failure is kept.
data = [1, 2, 3]
for i in range(5):
    print(data[i])
