# typing's forms built by subscription (tp_new takes the arguments tuple), and its classes
# made as class statements would make them (libclass_make).
from typing import Union, Optional, Callable, List, Dict, Tuple, Literal, Final
from typing import Generic, Protocol, TypedDict, NamedTuple, TypeVar
from typing import MutableMapping, AsyncGenerator, SupportsRound

print(Union[int, str], Union[int], Union[int, Union[str, int]], Optional[int])
print(Callable[[int], str], Callable[..., int], Callable[[], None])
print(List[int], Dict[str, int], Tuple[()], Tuple[int, ...], Literal[1, 'a'], Final[int])
print(hash(List[int]) == hash(List[int]), List[int] == List[int], List[int] != Dict[int, int])
# long names hash without overflowing (tp_hash wraps unsigned)
print(len({MutableMapping: 1, AsyncGenerator[int, str]: 2, SupportsRound: 3, List[int]: 4}))
try:
    Callable[int]
except TypeError as e:
    print('TypeError:', e)

T = TypeVar('T')


class Box(Generic[T]):
    pass


class N(NamedTuple):
    a: int


class TD(TypedDict):
    a: int


print(Box.__module__, Generic.__module__, Protocol.__module__, NamedTuple.__module__)
print(TypedDict.__module__, Generic.__name__, Protocol.__name__, N(1), TD(a=1))
print(Box.__mro__, Generic.__mro__)
