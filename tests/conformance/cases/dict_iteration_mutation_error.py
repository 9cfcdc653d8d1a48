# Changing a dict's size during iteration raises RuntimeError.
d = {1: 1, 2: 2}
try:
    for key in d:
        d[key + 10] = 0
except RuntimeError as e:
    print(type(e), e)
d2 = {1: 1, 2: 2, 3: 3}
for key in list(d2):
    if key % 2:
        del d2[key]
print(d2)
for key in d2:
    d2[key] = "changed"
print(d2)
