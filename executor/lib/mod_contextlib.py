# executor/lib/mod_contextlib.py: the contextlib module, after CPython 3.11's Lib/contextlib.py.
# Compiled in as a string and run by executor/lib/mod_contextlib.c, which binds functools and
# the native _cm_methods (a context manager's bound __enter__ and __exit__, found on its
# type as the with statement finds them, since snippet-level code may not read dunders).

wraps = functools.wraps  # as CPython's "from functools import wraps"
del functools


class AbstractContextManager:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    "A base class or mixin that enables context managers to work as decorators."

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(AbstractContextManager, ContextDecorator):
    """Helper for @contextmanager decorator."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        return _GeneratorContextManager(self.func, self.args, self.kwds)

    def __enter__(self):
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            # suppressed, unless the body raised StopIteration itself
            return exc is not value
        except BaseException as exc:
            # the generator re-raised what it was given (not suppressed), or raised anew
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    @wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class closing(AbstractContextManager):
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress(AbstractContextManager):
    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class ExitStack(AbstractContextManager):
    """Context manager for dynamic management of a stack of exit callbacks."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        methods = _cm_methods(exit, False)
        if methods is None:
            self._exit_callbacks.append(exit)
        else:
            self._exit_callbacks.append(methods[1])
        return exit

    def enter_context(self, cm):
        enter, exit = _cm_methods(cm, True)
        result = enter()
        self._exit_callbacks.append(exit)
        return result

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        self._unwind((None, None, None))

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        return self._unwind(exc_details)

    def _unwind(self, exc_details):
        received_exc = exc_details[0] is not None
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                pending_raise = True
                exc_details = (type(new_exc), new_exc, None)
        if pending_raise:
            raise exc_details[1]
        return received_exc and suppressed_exc
