# Star patterns in the middle and at the end, with literals around them.
def f(v):
    match v:
        case [*head, 0]:
            return f"ends with 0 after {head}"
        case [1, *middle, 9]:
            return f"1..9 around {middle}"
        case [*all_items]:
            return f"anything {all_items}"
print(f([0]), f([5, 6, 0]), f([1, 9]), f([1, 2, 3, 9]), f([]), f([7]))
