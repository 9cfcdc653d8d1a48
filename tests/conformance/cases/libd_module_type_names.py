# The types a declared native module holds carry its name, as CPython's do.
import dataclasses, typing, enum, textwrap, stat, string, traceback, contextlib
print(type(dataclasses.field()), type(dataclasses.MISSING), type(dataclasses.InitVar[int]))
print(dataclasses.FrozenInstanceError, dataclasses.Field.__module__, dataclasses.FrozenInstanceError.__module__)
print(enum.EnumType, enum.auto, enum.auto.__module__, enum.EnumType.__module__, enum.EnumMeta is enum.EnumType)
print(typing.ForwardRef, typing.TypeVar, type(typing.List[int]), typing.ForwardRef.__module__, typing.TypeVar.__module__)
print(textwrap.TextWrapper, textwrap.TextWrapper.__module__)
f = dataclasses.field(default=1, repr=False)
print(f.name, f.type, f.init, f.repr, f.compare, f.hash)
print(stat.S_IMODE(0o100755), stat.filemode(0o40755), string.ascii_letters[:5], callable(traceback.format_exc))
with contextlib.suppress(KeyError):
    {}[1]
print(textwrap.TextWrapper(width=5).wrap("a b c d e f"))
print(repr(dataclasses.KW_ONLY).split(" object at ")[0], repr(dataclasses.MISSING).split(" object at ")[0])
print(type(dataclasses.KW_ONLY), type(dataclasses.MISSING))
