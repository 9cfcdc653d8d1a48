from typing import Dict, List, Optional, Tuple, Union, Any, Callable, Iterable, TypeVar, NamedTuple

T = TypeVar("T")

def first(items: List[T], default: Optional[T] = None) -> Optional[T]:
    return items[0] if items else default

def summarize(data: Dict[str, List[int]]) -> List[Tuple[str, int, float]]:
    out: List[Tuple[str, int, float]] = []
    for key, vals in data.items():
        out.append((key, len(vals), sum(vals) / len(vals) if vals else 0.0))
    return out

def apply(fn: Callable[[int], int], xs: Iterable[int]) -> List[int]:
    return [fn(x) for x in xs]

def parse(v: Union[str, int]) -> int:
    return int(v)

class Employee(NamedTuple):
    name: str
    dept: str
    salary: int = 50000

print(first([3, 4]), first([], "none"))
print(summarize({"a": [1, 2, 3], "b": [], "c": [10]}))
print(apply(lambda x: x * x, range(4)), parse("12") + parse(3))
e = Employee("Ann", "R&D")
print(e, e.salary, e._replace(salary=1)._asdict())
print(summarize.__annotations__["return"])
count: int = 0
count += 1
print(count, Employee._fields)
