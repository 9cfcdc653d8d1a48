# expect: error RecursionError | recursion
# Plain functions whose frames are as large as the fast call path keeps on the C stack
# (twelve slots), recursing through a method, __init__ and a plain call in turn: the
# depth limit or the C stack check must stop it with RecursionError, never a crash.
class Node:
    def __init__(self, a, b, c, d, e, f, g, h, i, j, k, depth):
        self.child = grow(a, b, c, d, e, f, g, h, i, j, k, depth + 1)

    def walk(self, a, b, c, d, e, f, g, h, i, j, k):
        return self.walk(a, b, c, d, e, f, g, h, i, j, k)

def grow(a, b, c, d, e, f, g, h, i, j, k, depth):
    return Node(a, b, c, d, e, f, g, h, i, j, k, depth)

grow(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0)
