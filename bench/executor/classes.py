# class-heavy: build small objects and call methods on them (acc = acc.add(P(i, -i)))
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return P(self.x + other.x, self.y + other.y)

    def norm1(self):
        return abs(self.x) + abs(self.y)


def main():
    acc = P(0, 0)
    total = 0
    for i in range(400_000):
        acc = acc.add(P(i, -i))
        total += acc.norm1() % 7
    return acc.x, acc.y, total

print(main())
