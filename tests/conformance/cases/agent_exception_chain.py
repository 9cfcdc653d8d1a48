class AppError(Exception):
    pass

class ConfigError(AppError):
    def __init__(self, key, reason):
        super().__init__(f"bad config key {key!r}: {reason}")
        self.key = key

def load(cfg, key):
    try:
        return int(cfg[key])
    except KeyError as e:
        raise ConfigError(key, "missing") from e
    except ValueError as e:
        raise ConfigError(key, "not an int") from e

cfg = {"port": "80x"}
for k in ["port", "host"]:
    try:
        load(cfg, k)
    except AppError as e:
        print(type(e).__name__, e, e.key)
        print("cause:", type(e.__cause__).__name__, e.__cause__)
        print(e.__suppress_context__, e.__context__ is e.__cause__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("during handling")
except RuntimeError as e:
    print(repr(e), repr(e.__context__), e.__cause__)

try:
    raise ValueError("a", 1)
except ValueError as e:
    print(e.args, str(e), repr(e))

def risky(n):
    if n < 0:
        raise ValueError(f"negative: {n}")
    return n
results = []
for n in [1, -2, 3]:
    try:
        results.append(risky(n))
    except ValueError as exc:
        results.append(str(exc))
    else:
        results.append("ok")
    finally:
        results.append("f")
print(results)
try:
    raise KeyError("k")
except LookupError as e:
    print("lookup", e, isinstance(e, KeyError))
try:
    raise AppError("x") from None
except AppError as e:
    print(e.__cause__, e.__suppress_context__)
