# for ... else runs else only when the loop did not break.
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, end=" ")
print()
for x in []:
    print("never")
else:
    print("empty loop else")
for x in [1, 2, 3]:
    if x == 2:
        continue
else:
    print("continue does not skip else")
