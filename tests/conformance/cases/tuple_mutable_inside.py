# A tuple holding a list: the list can change, += on it raises but still mutates.
t = (1, [2, 3])
t[1].append(4)
print(t)
try:
    t[1] += [5]
except TypeError as e:
    print(type(e), e)
print(t)
