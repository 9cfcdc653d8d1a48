# while ... else and break.
i = 0
while i < 5:
    i += 1
    if i == 10:
        break
else:
    print("finished without break", i)
i = 0
while True:
    i += 1
    if i >= 3:
        break
print("broke at", i)
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
else:
    print("collatz steps", steps)
