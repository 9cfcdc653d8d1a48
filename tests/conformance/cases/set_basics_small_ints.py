# Sets of small ints print in a deterministic order.
s = {3, 1, 2, 3, 1}
print(s, len(s), 2 in s, 5 not in s, set(), {0}, set([5, 4, 4]), set(range(5)))
s.add(10)
s.discard(1)
s.discard(99)
s.remove(2)
print(s, sorted(s))
try:
    s.remove(99)
except KeyError as e:
    print(type(e), e)
try:
    set().pop()
except KeyError as e:
    print(type(e), e)
print({1, 2} == {2, 1}, {1} == frozenset({1}), {1, 2, 3} == {1, 2})
