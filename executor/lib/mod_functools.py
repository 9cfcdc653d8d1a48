# executor/lib/mod_functools.py: the parts of functools written in Python, run in the
# native module's namespace by executor/lib/mod_functools.c: partialmethod (a descriptor)
# and singledispatch (dispatch on the first argument's class, registered explicitly:
# annotations are not evaluated, so register(cls) or register(cls, func)).


class partialmethod:
    def __init__(self, func, /, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return partial(self.func, obj, *self.args, **self.keywords)

    def __repr__(self):
        args = [repr(self.func)] + [repr(a) for a in self.args]
        args += [f"{k}={v!r}" for k, v in self.keywords.items()]
        return f"functools.partialmethod({', '.join(args)})"


def singledispatch(func):
    registry = {object: func}

    def dispatch(cls):
        for klass in cls.__mro__:
            if klass in registry:
                return registry[klass]
        return func

    def register(cls, func=None):
        if func is None:
            if not isinstance(cls, type):
                raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a "
                                "class: annotations are not evaluated here, use register(cls).")
            return lambda f: register(cls, f)
        registry[cls] = func
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f"{funcname} requires at least 1 positional argument")
        return dispatch(type(args[0]))(*args, **kw)

    funcname = getattr(func, "__name__", "singledispatch function")
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    return update_wrapper(wrapper, func)
