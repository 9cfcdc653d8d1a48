# expect: error NameError
# locals() likewise.
def f():
    return locals()
print(f())
