import bisect

a = [1, 2, 4, 4, 4, 7, 9]
for x in [0, 1, 4, 5, 9, 10]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 4, 3), bisect.bisect_left(a, 4, 0, 2), bisect.bisect_right(a, 4, hi=4))
print(bisect.bisect_left([], 1), bisect.bisect_right([1, 2, 3], 2, hi=-5))
b = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(b, x)
print(b)
bisect.insort_left(b, 5)
bisect.insort_right(b, 5.0)
print(b)
scores = [60, 70, 80, 90]
print([('FDCBA'[bisect.bisect(scores, s)]) for s in [33, 99, 77, 70, 89, 90, 100]])
pairs = [('a', 1), ('b', 3), ('c', 5)]
print(bisect.bisect_left(pairs, 3, key=lambda p: p[1]), bisect.bisect_right(pairs, 3, key=lambda p: p[1]))
bisect.insort(pairs, ('z', 4), key=lambda p: p[1])
print(pairs)
bisect.insort_left(pairs, ('y', 1), key=lambda p: p[1])
print(pairs)
words = ['apple', 'fig', 'kiwi']
bisect.insort(words, 'grape')
print(words, bisect.bisect(words, 'b'), bisect.bisect_left('abcde', 'c'), bisect.bisect((1, 3, 5), 4))
print(bisect.bisect_left(range(0, 100, 5), 42), bisect.bisect_right([1.5, 2.5], 2))


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


attempt('lo negative', lambda: bisect.bisect_left([1, 2], 1, -1))
attempt('no len', lambda: bisect.bisect_left(5, 1))
attempt('hi too big', lambda: bisect.bisect_left([1, 2, 3], 2, hi=10))
attempt('mixed', lambda: bisect.bisect_left([1, 2], 'a'))
attempt('lo str', lambda: bisect.bisect_left([1, 2], 1, 'a'))
attempt('insort tuple', lambda: bisect.insort((1, 2), 1))
attempt('missing', lambda: bisect.bisect_left())
attempt('too many', lambda: bisect.bisect_left([1], 1, 0, 1, 2))
attempt('kw x', lambda: bisect.bisect_left([1], x=1))
