# executor/lib/mod_traceback.py: the traceback module's formatting functions, over the
# executor's own report (_format) and the exception being handled (_current); run by
# executor/lib/mod_traceback.c. print_exc and print_exception write to the run's output
# when no file is given: a jail has one output stream, where CPython would use stderr.

_sentinel = object()


def _report(exc):
    if exc is None:
        return ["NoneType: None\n"]
    return _format(exc).splitlines(True)


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    if value is not _sentinel:
        exc = value
    return _report(exc)


def format_exception_only(exc, /, value=_sentinel):
    if value is not _sentinel:
        exc = value
    return _report(exc)[-1:]


def format_exc(limit=None, chain=True):
    return "".join(_report(_current()))


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    print("".join(format_exception(exc, value)), end="", file=file)


def print_exc(limit=None, file=None, chain=True):
    print(format_exc(), end="", file=file)
