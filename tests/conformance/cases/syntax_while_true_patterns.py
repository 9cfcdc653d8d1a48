# while True with break in several places.
n = 0
while True:
    n += 1
    if n % 2:
        continue
    if n > 6:
        break
    print(n, end=" ")
print("end", n)
