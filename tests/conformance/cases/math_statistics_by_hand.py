# Mean, variance, std dev and median computed manually.
import math
data = [2, 4, 4, 4, 5, 5, 7, 9]
mean = sum(data) / len(data)
var = sum((x - mean) ** 2 for x in data) / len(data)
s = sorted(data)
mid = len(s) // 2
median = (s[mid - 1] + s[mid]) / 2 if len(s) % 2 == 0 else s[mid]
print(mean, var, math.sqrt(var), median, f"{math.sqrt(sum((x - mean) ** 2 for x in data) / (len(data) - 1)):.6f}")
