# Messages of functools' callables whose arguments the binder checks: cached_property's
# constructor, lru_cache's decorating_function and total_ordering's derived methods.
import functools


def f(self):
    return 42


for call in (lambda: functools.cached_property(), lambda: functools.cached_property(x=f),
             lambda: functools.cached_property(func=f)):
    try:
        print(type(call()).__name__)
    except TypeError as e:
        print('TypeError', e)


class A:
    g = functools.cached_property(func=f)


print(A().g)

deco = functools.lru_cache(maxsize=2)
for call in (lambda: deco(), lambda: deco(f, f), lambda: deco(f, x=1),
             lambda: deco(user_function=f)):
    try:
        print(type(call()).__name__)
    except TypeError as e:
        print('TypeError', e)


@functools.total_ordering
class B:
    def __init__(self, v):
        self.v = v

    def __lt__(self, o):
        return self.v < o.v

    def __eq__(self, o):
        return self.v == o.v


@functools.total_ordering
class C:
    def __init__(self, v):
        self.v = v

    def __ge__(self, o):
        return self.v >= o.v


for call in (lambda: B.__gt__(B(1)), lambda: B(1).__gt__(B(2), 3), lambda: B(1).__gt__(other=B(0)),
             lambda: B(1).__le__(B(1)), lambda: B(1).__ge__(x=1), lambda: C(1).__lt__(C(2)),
             lambda: C.__gt__(), lambda: C(1).__le__(o=1), lambda: B(2) > B(1), lambda: C(2) <= C(1)):
    try:
        print(call())
    except TypeError as e:
        print('TypeError', e)
