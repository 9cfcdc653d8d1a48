# expect: error AttributeError
# A traceback object holds no frame: tb_frame (and through it f_globals, f_back,
# f_builtins) is refused, whether named with the dot or through getattr.
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
    assert tb.tb_lineno == 5
    getattr(tb, "tb_frame").f_globals
