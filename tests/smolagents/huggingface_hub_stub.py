"""A stand-in for huggingface_hub (not in Debian), for import only: smolagents imports
names from it at module level; any name is a class that keeps its keyword arguments."""


class _Stub:
    def __init__(self, *args, **kwargs):
        self.args = args
        self.__dict__.update(kwargs)

    def __call__(self, *args, **kwargs):
        raise RuntimeError("huggingface_hub is a stub here")


def __getattr__(name):
    if name.startswith("__"):
        raise AttributeError(name)
    cls = type(name, (_Stub,), {})
    globals()[name] = cls
    return cls
