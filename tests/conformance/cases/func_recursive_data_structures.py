# Recursive functions over nested dicts and lists.
def depth(x):
    if isinstance(x, dict):
        return 1 + max((depth(v) for v in x.values()), default=0)
    if isinstance(x, list):
        return 1 + max((depth(v) for v in x), default=0)
    return 0
def count_leaves(x):
    if isinstance(x, (list, tuple)):
        return sum(count_leaves(v) for v in x)
    if isinstance(x, dict):
        return sum(count_leaves(v) for v in x.values())
    return 1
tree = {"a": [1, 2, {"b": [3, {"c": 4}]}], "d": {}}
print(depth(tree), count_leaves(tree), depth([]), depth(5))
