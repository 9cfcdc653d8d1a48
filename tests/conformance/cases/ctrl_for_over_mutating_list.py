# Appending to a list while iterating over it visits the new items.
a = [1, 2, 3]
for x in a:
    if x < 4:
        a.append(x + 3)
print(a)
