from functools import lru_cache, partial, reduce, cmp_to_key, cache
import operator


@lru_cache(maxsize=None)
def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))


print(edit_distance('kitten', 'sitting'), edit_distance('flaw', 'lawn'))


def knapsack(items, capacity):
    @cache
    def best(i, cap):
        if i == len(items):
            return 0
        w, v = items[i]
        skip = best(i + 1, cap)
        return max(skip, v + best(i + 1, cap - w)) if w <= cap else skip
    return best(0, capacity)


print(knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7))


@lru_cache(maxsize=3)
def slow_square(n):
    return n * n


for n in [1, 2, 3, 1, 4, 1, 2, 5, 3]:
    slow_square(n)
print(slow_square.cache_info())
print(reduce(operator.add, [[1], [2, 3], [4]]), reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [('a', 1), ('b', 2)], {}))
print(reduce(operator.or_, [{1}, {2}, {1, 3}]), reduce(max, [[1, 2], [3], [0, 9]]))
int_base2 = partial(int, base=2)
print([int_base2(b) for b in ['1', '10', '11111111']])
power_of = {n: partial(pow, exp=n) for n in (2, 3)}
print(power_of[2](5), power_of[3](2))
scale = partial(map, lambda x: x * 10)
print(list(scale([1, 2, 3])))


def compare_versions(a, b):
    pa, pb = [int(x) for x in a.split('.')], [int(x) for x in b.split('.')]
    return (pa > pb) - (pa < pb)


print(sorted(['1.10', '1.2', '1.9.1', '0.9', '1.2.0'], key=cmp_to_key(compare_versions)))
print(sorted([[2, 'b'], [1, 'z'], [2, 'a']], key=cmp_to_key(lambda x, y: x[0] - y[0] or (x[1] > y[1]) - (x[1] < y[1]))))
