def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
print([collatz(n) for n in range(1, 11)], max(range(1, 1000), key=collatz))
def binary_search(arr, target):
    lo, hi = 0, len(arr) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid
        elif arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
arr = list(range(0, 100, 3))
print(binary_search(arr, 33), binary_search(arr, 34))
n = 0
while True:
    n += 1
    if n % 7 == 0 and n % 5 == 0:
        break
print(n)
i = 0
while i < 3:
    i += 1
else:
    print("loop ended normally", i)
for x in range(10):
    if x == 20:
        break
else:
    print("no break")
balance, years = 1000.0, 0
while balance < 2000:
    balance *= 1.07
    years += 1
print(years, round(balance, 2))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(1071, 462))
