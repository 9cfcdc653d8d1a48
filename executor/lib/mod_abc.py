# executor/lib/mod_abc.py: the abc module's everyday part: ABC, abstractmethod and the
# TypeError for instantiating a class with abstract methods left (CPython's message). There is
# no metaclass machinery: ABC checks in __new__, and ABCMeta is ABC's stand-in for
# `class X(metaclass=ABCMeta)`. A function is marked abstract with a plain attribute, since a
# snippet may not write dunders.


def abstractmethod(funcobj):
    funcobj._abc_abstract = True
    return funcobj


def _is_abstract(value):
    if isinstance(value, property):
        value = value.fget
    elif isinstance(value, (classmethod, staticmethod)):
        value = value.__func__
    return getattr(value, "_abc_abstract", False) is True


def _abstract_names(cls):
    seen = set()
    names = []
    for klass in cls.__mro__:
        for name, value in vars(klass).items():
            if name in seen:
                continue
            seen.add(name)
            if _is_abstract(value):
                names.append(name)
    return sorted(names)


class ABC:
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        names = _abstract_names(cls)
        if names:
            plural = "s" if len(names) > 1 else ""
            raise TypeError(f"Can't instantiate abstract class {cls.__name__} "
                            f"with abstract method{plural} {', '.join(names)}")
        return super().__new__(cls)


ABCMeta = type


def abstractproperty(fget):
    return property(abstractmethod(fget))


def get_cache_token():
    return 0
