from functools import partial, reduce
import functools


class Greeter:
    def __init__(self, name):
        self.name = name

    def greet(self, greeting, punct='!'):
        return f'{greeting}, {self.name}{punct}'


g = Greeter('Ann')
hi = partial(g.greet, 'Hi')
print(hi(), hi(punct='?'), partial(Greeter.greet, g, 'Yo')())
make_bob = partial(Greeter, 'Bob')
print(make_bob().greet('Hello'))
callbacks = [partial(lambda i, x: i * x, i) for i in range(4)]
print([cb(10) for cb in callbacks])
p = partial(sorted, key=len)
print(p(['ccc', 'a', 'bb']), p(['ccc', 'a', 'bb'], reverse=True))
print(partial(print, end='!\n')('done'))
add = partial(reduce, lambda a, b: a + b)
print(add([1, 2, 3]), add(['x', 'y'], 'start-'))
print(functools.partial(max)(3, 9, 4), functools.partial(dict, a=1)(b=2))
