# expect: error AttributeError
# A01/A09: e.__traceback__.tb_frame walks the interpreter's frames.
try:
    1 / 0
except ZeroDivisionError as e:
    print(e.__traceback__.tb_frame.f_back.f_globals)
