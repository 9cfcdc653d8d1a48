from typing import *
import typing
T = TypeVar('T'); K = TypeVar('K', bound=int)
print(List, List[int], Dict[str, List[int]], Optional[int], Union[int, str], Union[int, None, str], Union[int], Tuple[int, ...], Tuple[()], Callable[[int, str], bool], Callable[..., int], Any, T, K)
print(Literal['a', 1], Set[T], Type[int], Iterable[str], Optional[List[int]], Union[int, Optional[str]], FrozenSet, Sequence[float], Mapping[str, Any], Iterator, Generator[int, None, None], ClassVar[int], Final[int])
print(List['Foo'], Optional['Foo'], Dict[str, 'int'], List[int] == List[int], Optional[int] == Union[int, None], typing.List)
class C: pass
print(List[C], Optional[C])
UserId = NewType('UserId', int); print(UserId(5), cast(int, 'x'), TYPE_CHECKING, Text, AnyStr)
try: List[int]()
except Exception as e: print(type(e), e)
class P(NamedTuple):
    x: int
    y: float = 0.0
    def norm(self): return abs(self.x) + abs(self.y)
p = P(1, 2.5); print(p, P(3), p.norm(), p._asdict(), p._replace(x=9), P._fields, P._make([5, 6]), p[0], len(p), p == (1, 2.5), isinstance(p, tuple))
x, y = p
print(x, y, p.x, p.y, sorted([P(2, 1), P(1, 5)]))
for bad in [lambda: P(), lambda: P(1, 2, 3), lambda: P(1, z=2)]:
    try: bad()
    except TypeError as e: print(type(e), e)
class M(TypedDict):
    name: str
    year: int
m = M(name='x', year=1); print(m, m["name"], isinstance(m, dict))
class Stack(Generic[T]):
    def __init__(self): self.items: List[T] = []
    def push(self, item: T) -> None: self.items.append(item)
s = Stack[int](); s.push(3); print(s.items, Stack)
class Greeter(Protocol):
    def greet(self) -> str: ...
def f(x: Optional[List[Dict[str, int]]] = None, *args: Any, **kw: Union[int, str]) -> Tuple[int, str]:
    return (1, "a")
print(f(), overload(f) is f)
Vector = List[float]
def scale(v: Vector, k: float) -> Vector:
    return [k * x for x in v]
print(scale([1.0, 2.0], 2), Vector)
