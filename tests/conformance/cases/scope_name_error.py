# NameError messages.
try:
    undefined_thing
except NameError as e:
    print(type(e), e)
def f():
    return missing_name + 1
try:
    f()
except NameError as e:
    print(type(e), e)
