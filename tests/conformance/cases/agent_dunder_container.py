class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
    def __getitem__(self, idx):
        r, c = idx
        return self.rows[r][c]
    def __setitem__(self, idx, v):
        r, c = idx
        self.rows[r][c] = v
    def __len__(self):
        return len(self.rows)
    def __iter__(self):
        return iter(self.rows)
    def __contains__(self, v):
        return any(v in r for r in self.rows)
    def __mul__(self, k):
        return Matrix([[x * k for x in r] for r in self.rows])
    __rmul__ = __mul__
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    def __repr__(self):
        return f"Matrix({self.rows})"
    def __bool__(self):
        return bool(self.rows)

m = Matrix([[1, 2], [3, 4]])
m[0, 1] = 20
print(m[0, 1], len(m), 4 in m, 5 in m, list(m))
print(m * 2, 3 * m, m == Matrix([[1, 20], [3, 4]]), bool(Matrix([])))

class Stack:
    def __init__(self):
        self._items = []
    def push(self, x):
        self._items.append(x)
        return self
    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()
    def __len__(self):
        return len(self._items)
    def __repr__(self):
        return f"Stack({self._items})"
    def __str__(self):
        return " | ".join(map(str, self._items))

s = Stack().push(1).push(2).push(3)
print(repr(s), str(s), len(s), s.pop())
try:
    Stack().pop()
except IndexError as e:
    print(e)

class Vec:
    def __init__(self, *c): self.c = c
    def __abs__(self): return sum(x * x for x in self.c) ** 0.5
    def __neg__(self): return Vec(*(-x for x in self.c))
    def __lt__(self, o): return abs(self) < abs(o)
    def __repr__(self): return f"Vec{self.c}"
    def __format__(self, spec): return "<" + ", ".join(format(x, spec) for x in self.c) + ">"
print(abs(Vec(3, 4)), -Vec(1, 2), sorted([Vec(5), Vec(1, 1), Vec(0)]), f"{Vec(1, 2.5):.2f}")
