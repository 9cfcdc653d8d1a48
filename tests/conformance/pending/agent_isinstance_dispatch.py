from functools import singledispatch
from collections.abc import Mapping, Sequence, Iterable
def describe(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, (int, float)):
        return f"number {x}"
    if isinstance(x, str):
        return f"string of {len(x)}"
    if isinstance(x, Mapping):
        return f"mapping with keys {sorted(x)}"
    if isinstance(x, Sequence):
        return f"sequence of {len(x)}"
    if isinstance(x, Iterable):
        return "iterable"
    return type(x).__name__
for v in [True, 3, 2.5, "hey", {"b": 1, "a": 2}, [1, 2], (1,), {1}, None, range(3)]:
    print(describe(v))
@singledispatch
def render(x):
    return f"?{x}"
@render.register
def _(x: int):
    return f"int:{x}"
@render.register(list)
def _(x):
    return "[" + ",".join(render(i) for i in x) + "]"
print(render(5), render([1, "a", [2]]), render(1.5))
