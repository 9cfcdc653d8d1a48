from typing import TypedDict, Optional, Union, get_type_hints
import typing
class Movie(TypedDict):
    title: str
    year: int
class MovieX(Movie, total=False):
    rating: float
m: Movie = {"title": "Up", "year": 2009}
mx = MovieX(title="X", year=1, rating=5.0)
print(m, mx, type(mx).__name__, sorted(Movie.__required_keys__) if hasattr(Movie, "__required_keys__") else None)
def find(ms: list, year: int) -> Optional[Movie]:
    for x in ms:
        if x["year"] == year:
            return x
    return None
print(find([m, mx], 1), find([m], 5))
print(Union[int, str], Optional[int], typing.Any, typing.List[int] == list[int])
print(isinstance([], typing.List) if False else "skip", list[int], dict[str, list[int]])
