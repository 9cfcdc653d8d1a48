def average(xs):
    return sum(xs) / len(xs)

print(average([1, 2, 3]))
result = {"avg": average([])}
