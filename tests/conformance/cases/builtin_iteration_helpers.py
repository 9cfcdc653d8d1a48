# enumerate, zip, map, filter, reversed, sorted, min, max, sum, any, all with their options.
xs = [3, 1, 4, 1, 5, 9, 2, 6]
print(list(enumerate("abc", 1)), list(zip("ab", [1, 2, 3])), list(map(str, xs[:3])), list(map(pow, [2, 3], [3, 2])))
print(list(filter(None, [0, 1, "", "a", None])), list(filter(lambda v: v > 3, xs)), list(reversed(xs)))
print(sorted(xs), sorted(xs, reverse=True), sorted(["bb", "a", "ccc"], key=len), sorted("Hello", key=str.lower))
print(min(xs), max(xs), min("abc"), max([], default="none"), min(xs, key=lambda v: -v), max("a", "bb", key=len))
print(sum(xs), sum(xs, 10), sum([0.1] * 3), any([]), all([]), any(v > 8 for v in xs), all(v > 0 for v in xs))
print(len(range(0, 10, 3)), list(range(10, 0, -3)), range(5)[-1], 3 in range(5), list(range(2, 8)[1:4]))
pairs = [(1, "b"), (1, "a"), (0, "c")]
print(sorted(pairs), sorted(pairs, key=lambda p: p[0]), divmod(17, 5), divmod(-17, 5), pow(2, 10, 1000), abs(-3.5))
print(round(2.5), round(3.5), round(-0.5), round(1.234, 2), round(1234, -2), int("ff", 16), int("0b101", 0), bin(10), oct(8), hex(255))
print(isinstance(1, (str, int)), isinstance(True, int), issubclass(bool, int), callable(len), callable(1))
print(chr(65), ord("a"), ascii("é"), repr("a'b"), format(3.14159, ".2f"), format(42, "08b"), hash(1) == hash(1.0))
it = iter([1, 2])
print(next(it), next(it), next(it, "end"))
