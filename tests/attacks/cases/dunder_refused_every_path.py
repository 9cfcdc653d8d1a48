# expect: ok
# imports: operator
# Every name that reaches interpreter machinery is refused the same way through each path:
# the `.` syntax, getattr, hasattr, operator.attrgetter and format fields (one guard).
import operator

def gen():
    yield 1

class A:
    def m(self):
        return 1

try:
    1 / 0
except ZeroDivisionError as e:
    err = e
targets = [1, "s", [], {}, A, A(), A().m, len, gen, gen(), lambda: 0, operator, err,
           super(A, A()), int]
refused = ["__subclasses__", "__globals__", "__code__", "__closure__", "__builtins__",
           "__import__", "__loader__", "__spec__", "__reduce__", "__reduce_ex__",
           "__getattribute__", "__setattr__", "__delattr__", "__init_subclass__",
           "__class_getitem__", "__dataclass_fields__", "gi_frame", "gi_code", "f_back",
           "f_globals", "f_locals", "f_builtins", "tb_frame", "cr_frame", "ag_frame"]
seen = 0
for t in targets:
    for name in refused:
        assert not hasattr(t, name), (t, name)
        for attempt in (lambda: getattr(t, name), lambda: operator.attrgetter(name)(t),
                        lambda: ("{0.%s}" % name).format(t)):
            try:
                attempt()
            except AttributeError:
                seen += 1
            else:
                raise AssertionError((t, name))
assert seen == len(targets) * len(refused) * 3
print("refused:", seen)
