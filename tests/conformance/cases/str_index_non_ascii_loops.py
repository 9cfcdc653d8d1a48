# Indexing a long non-ASCII string in loops, forwards and backwards (linear, not quadratic).
s = "héllo wörld ✓ " * 20000
n = 0
for i in range(len(s)):
    if s[i] == "ö":
        n += 1
for i in range(len(s) - 1, -1, -1000):
    n += s[i] == " "
print(n, s[5], s[-1], s[123457 % len(s)], s[-2:], s[1000:1010])
t = "é"
for i in range(5):
    t += "x✓"
    print(t[i], t[-1], end=" ")
print()
