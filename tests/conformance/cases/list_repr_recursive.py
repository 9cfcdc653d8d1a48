# A list that contains itself prints with [...].
a = [1, 2]
a.append(a)
print(a, len(a), a[2] is a)
d = {"k": 1}
d["self"] = d
print(d)
b = [a, a]
print(b)
