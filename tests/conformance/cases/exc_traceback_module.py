import traceback


def inner(d):
    return d["missing"]


def outer():
    return inner({})


try:
    outer()
except KeyError as e:
    tb = e.__traceback__
    lines = []
    while tb is not None:
        lines.append(tb.tb_lineno)
        tb = tb.tb_next
    print(lines, type(e.__traceback__).__name__, e.__traceback__.tb_lasti >= 0)
    text = traceback.format_exc()
    print(text.splitlines()[0], text.splitlines()[-1], len(text.splitlines()))
    print([l.strip() for l in text.splitlines() if not l.startswith("  File")])
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    print("".join(traceback.format_exception(e)) == text)
print(repr(traceback.format_exc()))
try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise ValueError("bad") from z
except ValueError as e:
    report = traceback.format_exc()
    print(report.count("Traceback (most recent call last):"), "direct cause" in report)
    print(e.__traceback__.tb_lineno, e.__cause__.__traceback__.tb_next)
print(ValueError("x").__traceback__)
