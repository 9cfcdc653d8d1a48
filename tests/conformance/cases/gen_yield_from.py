# yield from delegates and returns the subgenerator's return value.
def inner():
    yield 1
    yield 2
    return "inner done"
def outer():
    result = yield from inner()
    yield f"got {result}"
    yield from [10, 20]
    yield from "ab"
print(list(outer()))
def flatten(x):
    for item in x:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, [3, [4]], 5], [[6]]])))
