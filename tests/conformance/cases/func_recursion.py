# Plain recursion.
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def hanoi(n, src, dst, via, moves):
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append((src, dst))
        hanoi(n - 1, via, dst, src, moves)
    return moves
def flatten(x):
    return [y for item in x for y in flatten(item)] if isinstance(x, list) else [x]
print(fact(20), fact(30), [fib(i) for i in range(15)], len(hanoi(10, "A", "C", "B", [])), hanoi(2, "A", "C", "B", []))
print(flatten([1, [2, [3, [4, [5]]]], 6]))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
