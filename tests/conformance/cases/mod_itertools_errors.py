import itertools as it


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


attempt('count str', lambda: it.count('a'))
attempt('count step str', lambda: it.count(1, 'a'))
attempt('repeat str times', lambda: it.repeat('a', 'b'))
attempt('repeat no object', lambda: it.repeat(times=2))
attempt('islice str', lambda: list(it.islice('abcdefg', 'x')))
attempt('islice negative', lambda: list(it.islice('abcdefg', -1)))
attempt('islice zero step', lambda: list(it.islice('abcdefg', 1, 5, 0)))
attempt('islice negative start', lambda: list(it.islice('abcdefg', -1, 5)))
attempt('islice one arg', lambda: list(it.islice('abcdefg')))
attempt('combinations no r', lambda: list(it.combinations('abc')))
attempt('combinations negative', lambda: list(it.combinations('abc', -1)))
attempt('permutations negative', lambda: list(it.permutations('abc', -1)))
attempt('permutations str r', lambda: list(it.permutations('abc', 'x')))
attempt('product negative', lambda: list(it.product('ab', repeat=-1)))
attempt('product str repeat', lambda: list(it.product('ab', repeat='x')))
attempt('product int', lambda: list(it.product('ab', 2)))
attempt('chain int', lambda: list(it.chain(1)))
attempt('zip_longest kw', lambda: list(it.zip_longest('ab', 'c', x='-')))
attempt('starmap int', lambda: list(it.starmap(pow, [2])))
attempt('groupby int', lambda: it.groupby(1))
attempt('attr', lambda: it.count(1).foo)
attempt('len repeat', lambda: len(it.repeat(1, 3)))
attempt('takewhile one', lambda: it.takewhile(1))
attempt('takewhile none', lambda: list(it.takewhile(None, [1])))
attempt('filterfalse one', lambda: list(it.filterfalse(bool)))
attempt('pairwise none', lambda: it.pairwise())
attempt('cycle kw', lambda: it.cycle(iterable='a'))
attempt('accumulate bad', lambda: list(it.accumulate([1, 'a'])))
attempt('no such', lambda: it.batched)
