# Every augmented operator.
x = 10
x += 5; print(x, end=" ")
x -= 3; print(x, end=" ")
x *= 4; print(x, end=" ")
x //= 5; print(x, end=" ")
x %= 7; print(x, end=" ")
x **= 3; print(x, end=" ")
x /= 4; print(x, end=" ")
y = 0b1100
y &= 0b1010; print(y, end=" ")
y |= 0b0001; print(y, end=" ")
y ^= 0b1111; print(y, end=" ")
y <<= 3; print(y, end=" ")
y >>= 2; print(y)
s = "ab"
s += "c"
s *= 2
t = (1,)
t += (2,)
d = {"k": [1]}
d["k"] += [2]
d["n"] = d.get("n", 0) + 1
lst = [1, 2, 3]
lst[1] *= 10
lst[-1] **= 2
print(s, t, d, lst)
