from collections import deque


def attempt(label, fn):
    try:
        print(label, '->', repr(fn()))
    except Exception as e:
        print(label, '!!', type(e), e)


attempt('maxlen negative', lambda: deque(maxlen=-1))
attempt('maxlen str', lambda: deque(maxlen='a'))
attempt('maxlen float', lambda: deque([1], maxlen=2.0))
attempt('not iterable', lambda: deque(1))
attempt('index empty', lambda: deque()[0])
attempt('index str', lambda: deque([1])['a'])
attempt('index slice', lambda: deque([1])[0:1])
attempt('index big', lambda: deque([1, 2, 3])[5])
attempt('index neg', lambda: deque([1, 2, 3])[-4])
attempt('pop empty', lambda: deque().pop())
attempt('popleft empty', lambda: deque().popleft())
attempt('index missing', lambda: deque([1]).index(5))
attempt('remove missing', lambda: deque([1]).remove(5))
attempt('insert full', lambda: deque([1], maxlen=1).insert(0, 2))
attempt('add list', lambda: deque([1]) + [1])
attempt('mul str', lambda: deque([1]) * 'a')
attempt('lt list', lambda: deque([1]) < [1])
attempt('hash', lambda: hash(deque()))
attempt('rotate str', lambda: deque([1, 2, 3]).rotate('a'))
attempt('index start str', lambda: deque([1, 2]).index(2, 'a'))
attempt('type attr', lambda: deque.foo)
attempt('instance attr', lambda: deque([1]).foo)
attempt('too many args', lambda: deque([1], 2, 3))
attempt('kwargs', lambda: deque(iterable=[1], maxlen=2))
attempt('maxlen none', lambda: deque([1], maxlen=None))
attempt('count no arg', lambda: deque([1, 2, 3]).count())
attempt('extend int', lambda: deque().extend(1))
attempt('eq list', lambda: deque([3]) == [3])
attempt('add bounded', lambda: deque([1]) + deque([2], maxlen=1))
attempt('mul bounded', lambda: deque([1, 2], maxlen=3) * 2)
attempt('rmul', lambda: 2 * deque([1]))
attempt('mul zero', lambda: deque([1, 2]) * 0)
attempt('mul neg', lambda: deque([1, 2]) * -3)
attempt('index range', lambda: deque('abcabc').index('a', 1))
attempt('index range stop', lambda: deque('abcabc').index('c', 0, 2))
attempt('index neg start', lambda: deque('abcabc').index('b', -2))
attempt('maxlen attr set', lambda: setattr(deque(), 'maxlen', 3))
d = deque([1, 2, 3])


def mutate():
    for x in d:
        d.append(x)


attempt('mutate while iterating', mutate)
print(d)
