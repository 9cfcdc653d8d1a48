import traceback
def parse_row(row):
    try:
        return [int(x) for x in row.split(",")]
    except ValueError as e:
        e.add_note(f"while parsing row {row!r}")
        raise
try:
    parse_row("1,2,x")
except ValueError as e:
    print(e, e.__notes__)
class RetryError(Exception):
    def __init__(self, attempts, last):
        self.attempts = attempts
        self.last = last
        super().__init__(attempts, last)
    def __str__(self):
        return f"failed after {self.attempts} attempts: {self.last}"
e = RetryError(3, ValueError("x"))
print(str(e), repr(e), e.args[0])
try:
    try:
        raise KeyError("inner")
    finally:
        print("finally runs")
except KeyError as k:
    print("outer caught", k)
def f():
    try:
        return "try"
    finally:
        print("cleanup before return")
print(f())
errs = []
for v in ["1", "a", "2"]:
    try:
        errs.append(int(v))
    except ValueError as exc:
        errs.append(type(exc).__name__)
print(errs)
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2)])
except* ValueError as eg:
    print("value errors:", eg.exceptions)
except* TypeError as eg:
    print("type errors:", eg.exceptions)
