from itertools import combinations, combinations_with_replacement, permutations, product

print(list(product('ab', 'xy')), list(product(range(2), repeat=3)))
print(list(product()), list(product('ab', [])), list(product('ab', repeat=0)))
print(list(product([1, 2], 'a', repeat=2)))
print(len(list(product(range(3), range(4), range(5)))))
print(list(permutations('abc')), list(permutations('abc', 2)))
print(list(permutations([])), list(permutations(range(3), 5)), list(permutations('ab', 0)))
print(len(list(permutations(range(6)))), list(permutations(range(4), 4))[-3:])
print(list(combinations('abcd', 2)), list(combinations(range(4), 3)))
print(list(combinations([], 0)), list(combinations(range(4), 5)), list(combinations('ab', 0)))
print(len(list(combinations(range(10), 4))))
print(list(combinations_with_replacement('abc', 2)))
print(list(combinations_with_replacement([], 2)), list(combinations_with_replacement([], 0)))
print(list(combinations_with_replacement(range(3), 3)))
print(list(combinations_with_replacement('ab', 4)))
print(sum(1 for _ in permutations(range(5), 3)), sum(1 for _ in product('abc', repeat=4)))
pairs = [(a, b) for a, b in combinations([3, 5, 7, 11], 2) if (a + b) % 4 == 0]
print(pairs)
best = max(permutations([1, 2, 3]), key=lambda p: p[0] * 100 + p[2])
print(best)
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print([grid[r][c] for r, c in product(range(3), repeat=2) if r == c])
g = combinations('abc', 2)
print(next(g), next(g), next(g))
try:
    next(g)
except StopIteration:
    print('done')
