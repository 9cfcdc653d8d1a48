# expect: error KeyError
# vars(x) is x.__dict__ under the dunder policy: a function's holds its own attributes,
# never __globals__ or __code__.
def f():
    pass
vars(f)["__globals__"]
