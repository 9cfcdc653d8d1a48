# attribute-heavy: read and write instance attributes, a class attribute, a property
class Body:
    G = 3

    def __init__(self, x, v):
        self.x = x
        self.v = v
        self.steps = 0

    @property
    def energy(self):
        return self.v * self.v


def main():
    bodies = [Body(i, i % 7) for i in range(100)]
    total = 0
    for _ in range(12_000):
        for b in bodies:
            b.x = b.x + b.v * b.G
            b.steps += 1
        total += bodies[-1].energy
    return total, bodies[3].x, bodies[50].steps

print(main())
