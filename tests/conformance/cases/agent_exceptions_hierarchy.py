errors = [ZeroDivisionError, KeyError, IndexError, ValueError, TypeError, FileNotFoundError, StopIteration, UnicodeDecodeError, RecursionError, NotImplementedError, OverflowError, ModuleNotFoundError]
for e in errors:
    print(e.__name__, [b.__name__ for b in e.__mro__[1:-1]])
def classify(fn):
    try:
        fn()
    except ArithmeticError as e:
        return f"arith: {e}"
    except LookupError as e:
        return f"lookup: {e!r}"
    except (TypeError, ValueError) as e:
        return f"{type(e).__name__}: {e}"
    except Exception as e:
        return f"other {type(e).__name__}"
    return "ok"
print(classify(lambda: 1 / 0))
print(classify(lambda: [][1]))
print(classify(lambda: {}["k"]))
print(classify(lambda: int("z")))
print(classify(lambda: "a" + 1))
print(classify(lambda: len(5)))
print(classify(lambda: 2 ** 10000 * 1.0))
print(classify(lambda: None.attr))
print(classify(lambda: None))
print(classify(lambda: [1, 2, 3].remove(9)))
print(classify(lambda: {"a": 1}.pop("b")))
print(classify(lambda: ().x))
print(classify(lambda: "abc".index("z")))
print(classify(lambda: max([])))
print(classify(lambda: dict(a=1)["b"]))
print(classify(lambda: next(iter([]))))
