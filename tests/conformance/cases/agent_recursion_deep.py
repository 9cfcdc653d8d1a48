def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))

def flatten(x):
    if isinstance(x, list):
        return [y for item in x for y in flatten(item)]
    return [x]
nested = 1
for i in range(200):
    nested = [nested, i]
print(len(flatten(nested)))

def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(10)), hanoi(2))

def perms(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in perms(s[:i] + s[i + 1:])]
print(perms("abc"))
try:
    depth(100000)
except RecursionError as e:
    print("RecursionError", "maximum recursion depth" in str(e))
