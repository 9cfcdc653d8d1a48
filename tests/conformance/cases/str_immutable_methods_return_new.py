# Methods return new strings; the original is unchanged.
s = "Hello"
t = s.upper()
s2 = s
s += " world"
print(s, t, s2, s is not s2)
u = s.replace("l", "L")
print(s, u)
