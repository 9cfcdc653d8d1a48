from typing import Generic, TypeVar, Optional, Dict, List, Protocol, Literal, Any, cast, Final
T = TypeVar("T")
K = TypeVar("K")
class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item
    def __repr__(self) -> str:
        return f"Box({self.item!r})"
class Cache(Generic[K, T]):
    def __init__(self) -> None:
        self._d: Dict[K, T] = {}
    def put(self, k: K, v: T) -> None:
        self._d[k] = v
    def get(self, k: K) -> Optional[T]:
        return self._d.get(k)
class Greeter(Protocol):
    def greet(self) -> str: ...
class En:
    def greet(self) -> str:
        return "hello"
def welcome(g: Greeter) -> str:
    return g.greet().title()
Mode = Literal["r", "w"]
def open_mode(m: Mode) -> str:
    return {"r": "read", "w": "write"}[m]
MAX: Final = 3
b = Box[int](5)
print(b, b.get(), Box("s"))
c: Cache[str, int] = Cache()
c.put("a", 1)
print(c.get("a"), c.get("b"), welcome(En()), open_mode("w"), cast(int, "x"), MAX)
print(List[int], Optional[str], Dict[str, List[int]])
