# raise ... from and implicit chaining; the cause/context are observable via the except order.
class AppError(Exception):
    pass
def load(key):
    try:
        return {"a": 1}[key]
    except KeyError as e:
        raise AppError(f"missing {key}") from e
try:
    load("b")
except AppError as e:
    print(type(e), e, e.args)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during handling")
except ValueError as e:
    print(type(e), e)
try:
    raise RuntimeError("no cause") from None
except RuntimeError as e:
    print(type(e), e)
