# Exceptions: chaining, finally order, re-raise, else, nested handlers, custom hierarchies.
def f(kind):
    try:
        if kind == 1:
            raise ValueError("v")
        if kind == 2:
            raise KeyError("k")
        result = "no error"
    except ValueError as e:
        result = f"value {e}"
    except (KeyError, IndexError) as e:
        result = f"lookup {e!r}"
    else:
        result += " (else)"
    finally:
        print("finally", kind)
    return result
print(f(0), f(1), f(2))
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    print(type(e), e)
try:
    try:
        {}["x"]
    except KeyError:
        raise TypeError("during")
except TypeError as e:
    print(type(e), e)
def reraise():
    try:
        int("x")
    except ValueError:
        print("logging")
        raise
try:
    reraise()
except ValueError as e:
    print("outer got", e)
def finally_return():
    try:
        return "try"
    finally:
        print("finally runs before return")
print(finally_return())
class AppError(Exception):
    pass
class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f"{what} not found")
        self.what = what
try:
    raise NotFound("user")
except AppError as e:
    print(type(e), e, e.what, isinstance(e, Exception), e.args)
for exc in (ValueError, TypeError, AppError):
    try:
        raise exc("x")
    except (ValueError, AppError) as e:
        print("handled", type(e))
    except Exception as e:
        print("generic", type(e))
try:
    raise ValueError
except ValueError as e:
    print(repr(e), str(e) == "", e.args)
